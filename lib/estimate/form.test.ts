import { describe, expect, it } from 'vitest';
import { estimateSearch } from './form';

const search = (query: string) => estimateSearch(new URLSearchParams(query).entries());

describe('the address of a submitted estimate form', () => {
  it("folds İstanbul's district into its place and leaves empty fields out", () => {
    expect(
      search(
        'nereden=istanbul&nereden-ilce=bagcilar&nereye=istanbul&nereye-ilce=&ev=2%2B1&kat-cikis=3&kat-varis=0' +
          '&asansor-varis=var&asansorlu-tasima=&tarih=',
      ),
    ).toBe('nereden=istanbul/bagcilar&nereye=istanbul&ev=2%2B1&kat-cikis=3&kat-varis=0&asansor-varis=var');
  });

  it('drops a district chosen before the province was changed away from İstanbul', () => {
    expect(search('nereden=ankara&nereden-ilce=kadikoy&nereye=van&ev=1%2B1')).toBe(
      'nereden=ankara&nereye=van&ev=1%2B1',
    );
  });

  it('keeps other parameters, trims values and encodes the "+" of a home size', () => {
    expect(search('utm_source=google&nereden=%20izmir%20&ev=3%2B1')).toBe('utm_source=google&nereden=izmir&ev=3%2B1');
  });

  it('gives the same address when applied to its own result', () => {
    const once = search('nereden=istanbul&nereden-ilce=kadikoy&nereye=ankara&ev=4%2B1&paketleme=evet&tarih=');
    expect(search(once)).toBe(once);
    expect(once).toBe('nereden=istanbul/kadikoy&nereye=ankara&ev=4%2B1&paketleme=evet');
  });

  it('is empty for an empty form', () => {
    expect(search('nereden=&nereden-ilce=&ev=')).toBe('');
  });
});
