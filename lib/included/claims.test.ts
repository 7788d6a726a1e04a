import { describe, expect, it } from 'vitest';
import { callsIncluded, findFalseClaims } from './claims';
import { DEFAULT_INCLUDED, effectiveIncluded } from './table';

const claims = (text: string, heading?: string) => findFalseClaims([{ text, heading }], DEFAULT_INCLUDED);

describe('claims of inclusion on a page', () => {
  it.each([
    ['Sökme ve kurma dahil', 'assembly'],
    ["İstanbul'da eşyanızı paketleme, montaj ve sigortayla aynı gün taşıyoruz; paketleme bizden.", 'packing'],
    ['Paketleme, taşıma ve kurulumu ekibimiz yapar; siz yeni adresinize yerleşin.', 'packing'],
    ['Geri kalan her şey tam kapsamlı nakliyat sigortası altındadır.', 'insurance'],
    ['Dış cephe asansörü ücretsiz kurulur.', 'furnitureLift'],
  ])('finds "%s"', (text, item) => {
    expect(claims(text).map((c) => c.item)).toContain(item);
  });

  it.each([
    'Ücretsiz ekspertizde koli sayısı ve paketleme malzemesi hesaplanır.',
    'Paketleme, montaj ve genişletilmiş sigorta hariç hesaplanmıştır.',
    'Teklifleri karşılaştırın: sigorta, ambalaj ve sökme-kurmanın dahil olup olmadığına bakın.',
    'Paketleme ve montaj ek ücretlidir; fiyat tahmininde ayrı kalem olarak görünür.',
    'Kat ve asansör durumu ile paketleme ihtiyacı fiyatı belirler.',
  ])('leaves alone "%s"', (text) => {
    expect(claims(text)).toEqual([]);
  });

  it('counts the items under a heading that calls them included, but not a row that says extra', () => {
    expect(claims('Profesyonel paketleme', 'Hizmete dahil olanlar').map((c) => c.item)).toEqual(['packing']);
    expect(claims('Paketleme ve koli malzemesi Ek ücretli', 'Neler dahil')).toEqual([]);
  });

  it('allows the claim once staff mark the extra included for the estimated services', () => {
    const table = effectiveIncluded({
      'sehir-ici-tasima': { assembly: 'included' },
      'sehirlerarasi-tasima': { assembly: 'included' },
    });
    expect(findFalseClaims([{ text: 'Sökme ve kurma dahil' }], table)).toEqual([]);
    // On a service's own table, that service's row decides.
    expect(findFalseClaims([{ text: 'Dış cephe asansörü Dahil', service: 'asansorlu-tasimacilik' }], table)).toEqual(
      [],
    );
    expect(findFalseClaims([{ text: 'Dış cephe asansörü Dahil', service: 'ofis-tasima' }], table)).toHaveLength(1);
  });

  it('reads a denial as no claim', () => {
    expect(callsIncluded('Fiyata dahil değil')).toBe(false);
    expect(callsIncluded('Fiyata dahil')).toBe(true);
  });
});

describe('full insurance', () => {
  it('reads "tam kapsamlı sigorta" as a claim of the extended insurance the estimate charges for', () => {
    expect(claims('Her taşıma tam kapsamlı nakliyat sigortasıyla yapılır.').map((c) => c.item)).toEqual(['insurance']);
    expect(claims('Eşyanın tam değerini kapsayan genişletilmiş sigorta isteğe bağlıdır.')).toEqual([]);
  });
});
