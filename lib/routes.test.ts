import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, isActivePath } from './routes';

describe('navigation', () => {
  it('highlights a menu item by path prefix', () => {
    expect(isActivePath('/kurumsal/vizyonumuz', '/kurumsal')).toBe(true);
    expect(isActivePath('/kurumsal', '/kurumsal')).toBe(true);
    expect(isActivePath('/kurumsalx', '/kurumsal')).toBe(false);
    expect(isActivePath('/blog', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });

  it('has the four dropdowns of the specification in order', () => {
    expect(NAV_GROUPS.map((g) => g.label)).toEqual(['KURUMSAL', 'HİZMETLER', 'HİZMET BÖLGELERİ', 'GALERİ']);
    expect(NAV_GROUPS[1]!.links).toHaveLength(13);
    expect(NAV_GROUPS[2]!.links).toHaveLength(8);
  });
});
