import { describe, expect, it } from 'vitest';
import { leadSearchText, searchTerms } from './search-text';

describe('lead search text', () => {
  it('folds names, places and e-mail the Turkish way and keeps the phone’s national digits', () => {
    expect(
      leadSearchText({
        name: 'Şükrü ÇAĞLAYAN',
        email: 'Sukru@Example.com',
        reference: 'T-7KQ4M2',
        phone: '+90 (532) 123 45 67',
        fromLocation: 'İstanbul / Bağcılar',
        toLocation: 'Iğdır',
      }),
    ).toBe('sukru caglayan | sukru@example.com | t-7kq4m2 | istanbul / bagcilar | igdir | 5321234567');
    expect(
      leadSearchText({ name: 'Ayşe', email: 'a@b.co', reference: null, phone: null, subject: 'Genel İletişim' }),
    ).toBe('ayse | a@b.co | genel iletisim');
  });

  it('turns what staff type into the parts a lead must contain', () => {
    expect(searchTerms('  İSMAİL   Ünal ')).toEqual(['ismail', 'unal']);
    expect(searchTerms('IŞIK')).toEqual(['isik']);
    expect(searchTerms('0532 123 45 67')).toEqual(['5321234567']);
    expect(searchTerms('+90 532 123 45 67')).toEqual(['5321234567']);
    expect(searchTerms('(0532) 123-4567')).toEqual(['5321234567']);
    expect(searchTerms('4567')).toEqual(['4567']);
    // Too few digits for a phone: read as text.
    expect(searchTerms('12')).toEqual(['12']);
    // LIKE's wildcards and the column separator are not searched for.
    expect(searchTerms('%_|')).toEqual([]);
    expect(searchTerms('a%b')).toEqual(['a', 'b']);
  });
});
