import { describe, expect, it } from 'vitest';
import { damageReportEmail, reviewRequestEmail } from './emails';

const company = { name: 'Hafif Nakliyat', phone: { display: '0212 555 00 00', e164: '+902125550000' } };

describe('the e-mails after the move', () => {
  it('asks every customer the same neutral question, with their page', () => {
    const mail = reviewRequestEmail(
      { name: 'Zeynep Kaya', reference: 'T-ABC123' },
      company,
      'https://x.example/talep/t',
    );
    expect(mail.subject).toBe('Taşınmanız nasıl geçti?');
    expect(mail.text).toContain('Merhaba Zeynep,');
    expect(mail.text).toContain('olumlu ya da olumsuz');
    expect(mail.text).toContain('https://x.example/talep/t');
    expect(mail.html).toContain('href="https://x.example/talep/t"');
  });

  it('tells staff who reported what, when it was delivered and whether it came late', () => {
    const mail = damageReportEmail(
      { name: 'Ali Vural', reference: 'T-XYZ789', phone: '0532 111 22 33' },
      {
        description: 'Masa <çizik>',
        items: 'Yemek masası',
        deliveryDate: '2026-11-26',
        timeliness: 'late',
        createdAt: '2026-12-20T10:00:00.000Z',
      },
      'https://x.example/admin/dashboard/talep/teklif/1',
      'https://x.example/admin/dashboard/hasar',
    );
    expect(mail.subject).toBe('Hasar bildirimi T-XYZ789: Ali Vural');
    expect(mail.text).toContain('Teslim tarihi: 26 Kasım 2026 Perşembe');
    expect(mail.text).toContain('Geç (14 gün geçti)');
    expect(mail.html).toContain('Masa &lt;çizik&gt;');
  });
});
