import { describe, expect, it } from 'vitest';
import { hasBrokenEncoding } from './broken-encoding';

describe('addresses with broken percent-encoding', () => {
  it.each(['/hizmet-bolgeleri/%ZZ', '/blog/%', '/media/%E0%A4%A', '/%C3'])('%s is broken', (path) => {
    expect(hasBrokenEncoding(path)).toBe(true);
  });

  it.each(['/', '/hizmet-bolgeleri/marmara/istanbul', '/blog/ta%C5%9F%C4%B1ma', '/a%2Fb'])('%s is fine', (path) => {
    expect(hasBrokenEncoding(path)).toBe(false);
  });
});
