import { describe, expect, it } from 'vitest';
import { START_MAX_AGE_MS, checkStart, signStart } from './start-token';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('signed start time of a lead form', () => {
  it('accepts its own signature once the minimum fill time has passed', () => {
    const token = signStart(NOW - 3000, SECRET);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkStart(token, SECRET, NOW, 2000)).toEqual({ kind: 'ok', startedAt: NOW - 3000 });
    expect(checkStart(token, SECRET, NOW, 3000)).toEqual({ kind: 'ok', startedAt: NOW - 3000 });
  });

  it('tells a genuine but early form from a forged one', () => {
    expect(checkStart(signStart(NOW - 500, SECRET), SECRET, NOW, 2000)).toEqual({
      kind: 'early',
      startedAt: NOW - 500,
    });
    // Shown "now" by another server whose clock runs a little ahead.
    expect(checkStart(signStart(NOW + 1000, SECRET), SECRET, NOW, 2000).kind).toBe('early');
  });

  it('counts unsigned, tampered, foreign, future and very old tokens as bot-like', () => {
    const good = signStart(NOW - 5000, SECRET);
    const [time, sig] = good.split('.') as [string, string];
    for (const token of [
      undefined,
      null,
      '',
      String(NOW - 5000), // the old, unsigned form
      `${time}.`,
      `${Number(time) - 60_000}.${sig}`, // an earlier time under the same signature
      `${time}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${time}.${sig}x`,
      ` ${good}`,
      `-1.${sig}`,
      signStart(NOW - 5000, 'another-secret-of-at-least-32-characters'),
      signStart(NOW + 60_000, SECRET),
      signStart(NOW - START_MAX_AGE_MS - 1, SECRET),
      `${'9'.repeat(400)}.${sig}`,
    ]) {
      expect(checkStart(token, SECRET, NOW, 2000), String(token)).toEqual({ kind: 'invalid' });
    }
    expect(checkStart(new File(['x'], 'x.txt'), SECRET, NOW, 2000)).toEqual({ kind: 'invalid' });
  });
});
