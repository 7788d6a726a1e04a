import { describe, expect, it } from 'vitest';
import { formatDuration, formatTl, formatTlRange } from './format';

describe('estimate formatting', () => {
  it('writes whole lira in the Turkish number format', () => {
    expect(formatTl(17_950)).toBe('17.950 TL');
    expect(formatTl(4_000)).toBe('4.000 TL');
    expect(formatTl(185_000)).toBe('185.000 TL');
    expect(formatTl(-2_550)).toBe('-2.550 TL');
    expect(formatTl(999.6)).toBe('1.000 TL');
  });

  it('writes a range, or one amount when both ends meet', () => {
    expect(formatTlRange(16_000, 21_000)).toBe('16.000 – 21.000 TL');
    expect(formatTlRange(40_000, 40_000)).toBe('40.000 TL');
  });

  it('writes the duration in hours or days', () => {
    expect(formatDuration({ unit: 'hours', value: 6 })).toBe('6 saat');
    expect(formatDuration({ unit: 'days', value: 3 })).toBe('3 gün');
  });
});
