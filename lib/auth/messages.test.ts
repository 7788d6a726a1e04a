import { describe, expect, it } from 'vitest';
import { timeWithCase } from '@/lib/turkish';
import { SIGN_IN_MESSAGES, tooManyAttemptsMessage } from './messages';

describe('the "too many attempts" message', () => {
  it('keeps the specification sentence and adds when to try again, in Istanbul time', () => {
    const now = new Date('2026-11-21T11:20:00Z');
    expect(tooManyAttemptsMessage(new Date('2026-11-21T11:32:00Z'), now)).toBe(
      "Çok fazla yanlış deneme. Lütfen daha sonra tekrar deneyin. Saat 14:32'den sonra yeniden deneyebilirsiniz.",
    );
    expect(
      tooManyAttemptsMessage(new Date('2026-11-21T11:32:00Z'), now).startsWith(SIGN_IN_MESSAGES.tooManyAttempts),
    ).toBe(true);
  });

  it('rounds up to the minute, so the time named is never too early', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(tooManyAttemptsMessage(new Date('2026-11-21T06:29:01Z'), now)).toContain("Saat 09:30'dan sonra");
    expect(tooManyAttemptsMessage(new Date('2026-11-21T06:30:00Z'), now)).toContain("Saat 09:30'dan sonra");
  });

  it('names the day when it is not today', () => {
    expect(tooManyAttemptsMessage(new Date('2026-11-21T21:05:00Z'), new Date('2026-11-21T20:55:00Z'))).toContain(
      "22 Kasım saat 00:05'ten sonra yeniden deneyebilirsiniz.",
    );
  });

  it.each([
    ['14:32', "'den"], // iki
    ['14:30', "'dan"], // otuz
    ['14:00', "'ten"], // on dört
    ['10:40', "'tan"], // kırk
    ['09:00', "'dan"], // dokuz
    ['12:06', "'dan"], // altı
    ['12:03', "'ten"], // üç
    ['12:05', "'ten"], // beş
    ['12:07', "'den"], // yedi
    ['12:08', "'den"], // sekiz
    ['12:50', "'den"], // elli
    ['12:20', "'den"], // yirmi
    ['12:10', "'dan"], // on
    ['10:00', "'dan"], // on
    ['20:00', "'den"], // yirmi
    ['00:00', "'dan"], // sıfır
    ['23:59', "'dan"], // dokuz
    ['23:01', "'den"], // bir
  ])('%s takes %s', (time, suffix) => {
    expect(timeWithCase(time, 'ablative')).toBe(`${time}${suffix}`);
  });
});
