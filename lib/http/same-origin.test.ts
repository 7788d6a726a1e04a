import { describe, expect, it } from 'vitest';
import { isCustomerPagePost, isSameOriginRequest } from './same-origin';

const SITE = 'https://www.hafifnakliyat.example';
const request = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), SITE);

describe('state-changing requests from other origins', () => {
  it('accepts the public address and the host the request was sent to', () => {
    expect(request({ origin: SITE, host: '127.0.0.1:3000' })).toBe(true);
    expect(request({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(true);
    expect(request({ origin: 'http://LOCALHOST:3000', host: 'localhost:3000' })).toBe(true);
  });

  it('refuses another origin, even one on the same site, and the opaque "null" origin', () => {
    expect(request({ origin: 'https://kotu.example', host: 'www.hafifnakliyat.example' })).toBe(false);
    expect(request({ origin: 'https://blog.hafifnakliyat.example', host: 'www.hafifnakliyat.example' })).toBe(false);
    expect(request({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' })).toBe(false);
    expect(request({ origin: 'http://www.hafifnakliyat.example', host: 'internal:3000' })).toBe(false);
    expect(request({ origin: 'null', host: 'www.hafifnakliyat.example' })).toBe(false);
    expect(request({ origin: 'nonsense', host: 'www.hafifnakliyat.example' })).toBe(false);
    expect(request({ origin: 'https://kotu.example' })).toBe(false);
  });

  it('without Origin, trusts only what is not a cross-origin browser request', () => {
    expect(request({ host: 'www.hafifnakliyat.example' })).toBe(true);
    expect(request({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(request({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(request({ 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});

describe('a form posted from the customer page (Referrer-Policy: no-referrer)', () => {
  const post = (headers: Record<string, string>) => isCustomerPagePost(new Headers(headers), SITE);
  it('takes the "null" origin only when the browser says the form came from this site', () => {
    expect(post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(post({ origin: 'null' })).toBe(false);
    expect(post({ origin: SITE })).toBe(true);
    expect(post({ origin: 'https://kotu.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
  });
});
