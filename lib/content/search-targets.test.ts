import { describe, expect, it } from 'vitest';
import { SERVICE_LIST } from './services';
import { SEARCH_TARGETS, SERVICE_PAGE_TITLES } from './search-targets';

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

describe('one page per search', () => {
  it('names each search once, and each service page targets at most one', () => {
    const searches = SEARCH_TARGETS.map((t) => lower(t.search));
    expect(new Set(searches).size).toBe(searches.length);
    expect(SEARCH_TARGETS).toHaveLength(8 + 80);
    const paths = SEARCH_TARGETS.map((t) => t.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each targeted service page the search among its keywords and no other page its search', () => {
    for (const target of SEARCH_TARGETS.filter((t) => t.path.startsWith('/hizmetlerimiz/'))) {
      const service = SERVICE_LIST.find((s) => s.link === target.path)!;
      expect(service.keywords.map(lower), target.path).toContain(lower(target.search));
    }
    for (const service of SERVICE_LIST) {
      for (const target of SEARCH_TARGETS.filter((t) => t.path !== service.link)) {
        expect(service.keywords.map(lower), `${service.id} claims "${target.search}"`).not.toContain(
          lower(target.search),
        );
      }
    }
  });

  it('titles the service pages in the words people search', () => {
    expect(SERVICE_PAGE_TITLES['asansorlu-tasimacilik']).toBe('Asansörlü Nakliyat');
    expect(SERVICE_PAGE_TITLES['sehirlerarasi-tasima']).toMatch(/^Şehirlerarası Nakliyat/);
  });
});
