import { describe, expect, it } from 'vitest';
import { insuranceClaims } from './claims';

describe('insurance and K3 claims', () => {
  it('name the insurer and the certificate number when staff entered them', () => {
    const claims = insuranceClaims({ insurancePartner: ' Örnek Sigorta A.Ş. ', k3Certificate: 'K3-34-0123' });
    expect(claims.insured).toBe(true);
    expect(claims.badge).toBe('Sigortalı taşıma (Örnek Sigorta A.Ş.)');
    expect(claims.sentence).toContain('Örnek Sigorta A.Ş. güvencesiyle nakliyat sigortası kapsamındadır');
    expect(claims.titlePrefix).toBe('sigortalı ');
    expect(claims.manner).toBe('planlı, sigortalı ve zamanında');
    expect(claims.writtenQuote).toBe('Yazılı ve sigortalı teklif');
    expect(claims.insurerLine).toBe('Sigorta şirketi: Örnek Sigorta A.Ş.');
    expect(claims.k3Line).toBe('K3 yetki belgesi no: K3-34-0123');
  });

  it('offer insurance instead of claiming it, and make no K3 claim, while the fields are empty', () => {
    const claims = insuranceClaims({ insurancePartner: '  ', k3Certificate: '' });
    expect(claims.insured).toBe(false);
    expect(claims.badge).toBe('Sigorta seçeneği');
    expect(claims.sentence).toContain('sigorta seçeneği');
    expect(claims.writtenQuote).toBe('Yazılı teklif, sigorta seçeneği');
    expect(claims.insurerLine).toBeNull();
    expect(claims.k3Line).toBeNull();
    // Nothing left that claims the moves are insured.
    const words = [
      claims.badge,
      claims.sentence,
      claims.titlePrefix,
      claims.manner,
      claims.quoteAdjective,
      claims.writtenQuote,
    ];
    for (const text of words) expect(text, text).not.toMatch(/sigortalı|kapsamındadır|K3/i);
  });

  it('keep the two fields apart: an insurer without a K3 number claims no K3', () => {
    const claims = insuranceClaims({ insurancePartner: 'Örnek Sigorta', k3Certificate: '' });
    expect(claims.insured).toBe(true);
    expect(claims.k3Line).toBeNull();
  });
});
