import { describe, expect, it } from 'vitest';
import { answerCookies, readAnswer } from './answer-cookie.server';
import type { LeadFormState } from './form-state';

const jar = (cookies: { name: string; value: string }[]) => (name: string) =>
  cookies.find((c) => c.name === name)?.value;

describe('the answer cookie of a form sent without JavaScript', () => {
  const state: LeadFormState = {
    status: 'error',
    message: 'Lütfen geçerli bir e-posta adresi girin.',
    fieldErrors: { email: 'Lütfen geçerli bir e-posta adresi girin.' },
    values: { firstName: 'Gülşen', email: 'gulsen@example' },
    answeredAt: 1,
  };

  it('reads back the answer for its one-time id only', () => {
    const cookies = answerCookies('/teklif-al', 'abc-1', state, false);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]!.options).toMatchObject({ path: '/teklif-al', httpOnly: true, sameSite: 'lax' });
    expect(readAnswer('abc-1', jar(cookies))).toEqual(state);
    expect(readAnswer('abc-2', jar(cookies))).toBeNull();
    expect(readAnswer('abc-1', () => undefined)).toBeNull();
    expect(readAnswer('abc-1', () => 'abc-1.1.not-deflate')).toBeNull();
  });

  it('splits a long answer into cookies a browser keeps, and needs every part', () => {
    // Text that barely compresses: a full 5000-character message of random Turkish letters.
    const letters = 'abcçdefgğhıijklmnoöprsştuüvyz';
    let seed = 7;
    const message = Array.from({ length: 5000 }, () => letters[(seed = (seed * 48271) % 2147483647) % 29]).join('');
    const long = { ...state, values: { ...state.values, message } };
    const cookies = answerCookies('/iletisim', 'n1', long, true);
    expect(cookies.length).toBeGreaterThan(1);
    for (const c of cookies) expect(c.name.length + c.value.length).toBeLessThan(4000);
    expect(readAnswer('n1', jar(cookies))).toEqual(long);
    expect(readAnswer('n1', jar(cookies.slice(0, -1)))).toBeNull();
  });
});
