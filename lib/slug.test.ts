import { describe, expect, it } from 'vitest';
import { ISTANBUL_DISTRICTS, REGION_TABLE } from '@/content/regions';
import { isValidSlug, nameFromSlug, slugify } from './slug';

describe('place slugs', () => {
  it.each([
    ['İstanbul', 'istanbul'],
    ['Iğdır', 'igdir'],
    ['Şanlıurfa', 'sanliurfa'],
    ['Kahramanmaraş', 'kahramanmaras'],
    ['Afyonkarahisar', 'afyonkarahisar'],
    ['Çanakkale', 'canakkale'],
    ['Kırklareli', 'kirklareli'],
    ['Gümüşhane', 'gumushane'],
    ['Eyüpsultan', 'eyupsultan'],
    ['İç Anadolu', 'ic-anadolu'],
    ['Güneydoğu Anadolu', 'guneydogu-anadolu'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isValidSlug(slugify(name))).toBe(true);
  });

  it('gives every province and district a distinct, valid slug', () => {
    const provinces = REGION_TABLE.flatMap((r) => r.provinces).map(slugify);
    expect(provinces).toHaveLength(81);
    expect(new Set(provinces).size).toBe(81);
    expect(ISTANBUL_DISTRICTS.map(slugify).every(isValidSlug)).toBe(true);
    expect(new Set(ISTANBUL_DISTRICTS.map(slugify)).size).toBe(39);
  });

  it('rejects slugs of the wrong shape', () => {
    for (const bad of ['Bursa', 'bursa_', '-bursa', 'bur--sa', 'bursa/x', 'ş', 'a'.repeat(61)]) {
      expect(isValidSlug(bad)).toBe(false);
    }
  });

  it('builds a display name from a slug with Turkish capitals', () => {
    expect(nameFromSlug('ikitelli-organize-sanayi')).toBe('İkitelli Organize Sanayi');
    expect(nameFromSlug('ulus')).toBe('Ulus');
    expect(nameFromSlug('istinye')).toBe('İstinye');
  });
});
