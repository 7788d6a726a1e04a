import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { decodeFromPage, formPage, routeLeadPost } from './post-route';

const post = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
    body: 'x',
  });

describe('lead form posts go to the route handler of their kind', () => {
  it('rewrites a post to a form page to its kind, with the page it came from', () => {
    const quote = routeLeadPost(post('/teklif-al?hizmet=ofis-tasima'))!;
    const target = new URL(quote.headers.get('x-middleware-rewrite')!);
    expect(target.pathname).toBe('/api/leads/quote');
    expect(decodeFromPage(target.searchParams.get('sayfa'))).toBe('/teklif-al?hizmet=ofis-tasima');
    const contact = routeLeadPost(post('/iletisim'))!;
    expect(new URL(contact.headers.get('x-middleware-rewrite')!).pathname).toBe('/api/leads/contact');
  });

  it('carries every parameter of the page, even through the extra decoding of a rewrite', () => {
    const page =
      '/teklif-al?nereden=istanbul/kadikoy&nereye=izmir&ev=3%2B1&kat-cikis=2&utm_source=g%26o&hizmet=ofis-tasima';
    const rewrite = routeLeadPost(post(page))!.headers.get('x-middleware-rewrite')!;
    const base = 'http://127.0.0.1:3000/api/leads/quote';
    for (const address of [rewrite, decodeURIComponent(rewrite)]) {
      const carried = new URL(address).searchParams.get('sayfa');
      const back = formPage('quote', carried, base);
      expect(back.pathname + back.search).toBe(page);
    }
  });

  it('leaves page views, other pages and server action calls alone', () => {
    expect(routeLeadPost(new NextRequest('http://127.0.0.1:3000/teklif-al'))).toBeNull();
    expect(routeLeadPost(post('/hizmet-bolgeleri/istanbul'))).toBeNull();
    expect(routeLeadPost(post('/teklif-al', { 'next-action': 'abc' }))).toBeNull();
  });

  it('sends an answer back only to a form page of the same kind on this site', () => {
    const base = 'http://127.0.0.1:3000/api/leads/quote';
    expect(formPage('quote', '/teklif-al?hizmet=ofis-tasima', base).href).toBe(
      'http://127.0.0.1:3000/teklif-al?hizmet=ofis-tasima',
    );
    expect(formPage('quote', '//evil.example/teklif-al', base).href).toBe('http://127.0.0.1:3000/teklif-al');
    expect(formPage('quote', 'https://evil.example/teklif-al', base).href).toBe('http://127.0.0.1:3000/teklif-al');
    expect(formPage('quote', '/iletisim', base).href).toBe('http://127.0.0.1:3000/teklif-al');
    expect(formPage('contact', null, base).href).toBe('http://127.0.0.1:3000/iletisim');
    // Encoded as the proxy encodes it; something that is neither a path nor base64url is not trusted.
    expect(formPage('quote', Buffer.from('/teklif-al?a=1&b=2').toString('base64url'), base).href).toBe(
      'http://127.0.0.1:3000/teklif-al?a=1&b=2',
    );
    expect(formPage('quote', Buffer.from('https://evil.example/teklif-al').toString('base64url'), base).href).toBe(
      'http://127.0.0.1:3000/teklif-al',
    );
    expect(formPage('quote', 'teklif-al?x=%', base).href).toBe('http://127.0.0.1:3000/teklif-al');
  });
});
