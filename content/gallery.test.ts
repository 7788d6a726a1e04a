import { describe, expect, it } from 'vitest';
import { BUILTIN_PHOTOS } from './gallery';

describe('built-in gallery table', () => {
  it('numbers the pictures 1 to 22 without 7 and 15, each once', () => {
    const numbers = BUILTIN_PHOTOS.map((p) => p.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...Array(22).keys()].map((i) => i + 1).filter((n) => n !== 7 && n !== 15));
  });

  it('captions illustrations without job years', () => {
    const withYear = BUILTIN_PHOTOS.filter((p) => /\b(19|20)\d\d\b/.test(`${p.title} ${p.alt}`));
    expect(withYear).toEqual([]);
  });
});
