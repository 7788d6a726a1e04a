import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfferBody } from '@/app/(site)/talep/[token]/offer-section';
import { company, sentOffer } from '@/test/offer-fixtures';
import { DAMAGE_NOTICE, DISPUTE_NOTICE } from './legal';
import { snapshotSha256 } from './repository.server';
import { buildOfferSnapshot, readOfferSnapshot, type OfferSnapshot } from './snapshot';

/** Every string (and number) anywhere in the snapshot. */
function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return value === null || value === undefined ? [] : [String(value)];
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the offer snapshot', () => {
  it('is the same object, and the same hash, however often and whenever it is built', async () => {
    const first = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    expect(again).toEqual(first);
    expect(snapshotSha256(again)).toBe(snapshotSha256(first));
    // A stored snapshot read back (JSON) hashes the same.
    expect(snapshotSha256(JSON.parse(JSON.stringify(first)))).toBe(snapshotSha256(first));
    // Any change of what the customer sees changes the hash.
    const cheaper = sentOffer({ content: { ...sentOffer().content, lines: [{ label: 'Taban ücret', amount: 1 }] } });
    expect(snapshotSha256(buildOfferSnapshot(cheaper, 'HN-2611-ABCD', company))).not.toBe(snapshotSha256(first));
    expect(snapshotSha256(buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', { ...company, k3Certificate: '' }))).not.toBe(
      snapshotSha256(first),
    );
  });

  it('holds the company identity, lines, total with KDV, date, inclusions, assumptions, terms and notices', () => {
    const s = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    expect(s.version).toBe(2);
    expect(s.total).toBe(28_000);
    expect(s.totalText).toBe('28.000 TL');
    expect(s.vat).toMatchObject({ included: true, ratePercent: 20, amount: 4_667, payable: 28_000 });
    expect(s.vat.statement).toBe('Tutarlara %20 KDV dahildir (KDV: 4.667 TL).');
    expect(s.lines.at(-1)).toEqual({ label: 'İndirim', amount: -750, amountText: '-750 TL' });
    expect(s.moveDateText).toBe('12 Aralık 2026');
    expect(s.validUntilText).toBe('27 Kasım 2026');
    expect(s.company).toMatchObject({
      legalName: 'Hafif Nakliyat Taşımacılık Ltd. Şti.',
      k3Line: 'K3 yetki belgesi no: K3-34-123456',
      insurerLine: 'Sigorta şirketi: Örnek Sigorta A.Ş.',
    });
    expect(s.assumptions).toEqual(['Çıkış: 5. kat, asansör yok', 'Varış: 2. kat, asansör var', 'Hacim yaklaşık 27 m³']);
    expect(s.notices).toContainEqual(DAMAGE_NOTICE);
    expect(s.notices).toContainEqual(DISPUTE_NOTICE);
    expect(DAMAGE_NOTICE.text).toMatch(/3 iş günü/);
    expect(DAMAGE_NOTICE.text).toMatch(/14 gün/);
  });

  it('states KDV on top, a date window, and leaves out an empty K3 number and insurer', () => {
    const offer = sentOffer({
      content: { ...sentOffer().content, moveDateEnd: '2026-12-14', vat: { included: false, ratePercent: 20 } },
    });
    const s = buildOfferSnapshot(offer, 'HN-1', { ...company, k3Certificate: ' ', insurancePartner: '' });
    expect(s.vat.statement).toBe('Tutarlara %20 KDV eklenir (KDV: 5.600 TL); ödenecek tutar 33.600 TL.');
    expect(s.moveDateText).toBe('12 Aralık 2026 – 14 Aralık 2026');
    expect(s.company.k3Line).toBeNull();
    expect(s.company.insurerLine).toBeNull();
  });

  it('is what the page renders: every text of it appears in the offer section', () => {
    const s = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    const text = decode(renderToStaticMarkup(<OfferBody snapshot={s} />));
    const skip = new Set<string>([
      // Data behind the displayed texts (the page shows their formatted forms).
      ...[s.format, s.version, s.total, s.vat.amount, s.vat.payable, s.vat.ratePercent, s.vat.included].map(String),
      ...s.lines.map((l) => String(l.amount)),
      s.sentAt,
      s.validUntil,
      s.moveDate,
      s.reference, // in the page's heading, outside the offer body
      s.company.name, // ditto (the body names the legal name)
      // The assumptions are shown in the acceptance form (or the list when it cannot be accepted).
      ...s.assumptions,
    ]);
    const missing = leaves(s).filter((value) => !skip.has(value) && !text.includes(value));
    expect(missing).toEqual([]);
  });

  it('is read back from storage only when it has the known shape', () => {
    const s: OfferSnapshot = buildOfferSnapshot(sentOffer(), 'HN-1', company);
    expect(readOfferSnapshot(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(readOfferSnapshot({ total: 1 })).toBeNull();
    expect(readOfferSnapshot(null)).toBeNull();
  });
});
