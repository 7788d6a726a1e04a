import { describe, expect, it } from 'vitest';
import { parseSurveyAddress, parseSurveyForm } from './survey-form';
import { surveyEmail } from './survey-emails';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const SLOT = '2026-12-01T07:00:00.000Z';

describe("the customer's survey form", () => {
  it('a home visit needs the street-level address; a video call none', () => {
    expect(parseSurveyAddress('ev', '  Moda Cad.   No 12 D 3, Kadıköy ')).toBe('Moda Cad. No 12 D 3, Kadıköy');
    expect(parseSurveyAddress('ev', 'Kadıköy')).toBeUndefined();
    expect(parseSurveyAddress('video', '')).toBeNull();
    expect(parseSurveyForm(form({ intent: 'book', slot: SLOT, surveyKind: 'video', address: '' }))).toEqual({
      ok: true,
      request: { intent: 'book', slot: SLOT, kind: 'video', address: null },
    });
  });

  it('refuses a missing slot, kind or address with Turkish messages and keeps what was chosen', () => {
    const parsed = parseSurveyForm(form({ intent: 'book', surveyKind: 'ev', address: 'Moda' }));
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: {
        slot: 'Bir gün ve saat seçin.',
        address: 'Ev ziyareti için açık adresinizi yazın: mahalle, cadde/sokak, bina ve daire numarası, ilçe.',
      },
      values: { surveyKind: 'ev', address: 'Moda' },
    });
    expect(parseSurveyForm(form({ intent: 'book', slot: SLOT, surveyKind: 'telefon' }))).toMatchObject({
      ok: false,
      fieldErrors: { surveyKind: 'Keşif türünü seçin.' },
    });
    expect(parseSurveyForm(form({ intent: 'cancel' }))).toMatchObject({ ok: true, request: { intent: 'cancel' } });
  });
});

describe("the customer's survey e-mails", () => {
  const lead = { name: 'Zeynep Kaya', reference: 'HN-ABC123' };
  const company = { name: 'Hafif Nakliyat', phone: { display: '0212 555 00 00', e164: '+902125550000' } };
  const booking = { startsAt: SLOT, kind: 'ev', address: 'Moda Cad. No 12, Kadıköy' };

  it('say the date and time in İstanbul, the kind, the address, what to prepare and until when it can change', () => {
    const mail = surveyEmail('survey-booked', lead, booking, company, 'https://example.com/talep/x', 3);
    expect(mail.subject).toBe('Keşif randevunuz: 1 Aralık 2026 Salı, 10:00');
    expect(mail.text).toContain('HN-ABC123 numaralı talebiniz için keşif randevunuz kaydedildi.');
    expect(mail.text).toContain('Tarih ve saat: 1 Aralık 2026 Salı, 10:00 (İstanbul saati)');
    expect(mail.text).toContain('Adres: Moda Cad. No 12, Kadıköy');
    expect(mail.text).toContain('3 saat öncesine kadar');
    expect(mail.html).toContain('href="https://example.com/talep/x"');
    const cancelled = surveyEmail('survey-cancelled', lead, booking, company, 'https://example.com/talep/x', 3);
    expect(cancelled.subject).toBe('Keşif randevunuz iptal edildi (1 Aralık 2026 Salı, 10:00)');
    expect(cancelled.text).not.toContain('Adres:');
    const video = surveyEmail('survey-moved', lead, { ...booking, kind: 'video' }, company, 'https://x.example', 3);
    expect(video.text).toContain('Keşif türü: Görüntülü görüşme');
    expect(video.text).not.toContain('Adres:');
  });
});
