import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginHref, safeReturnPath } from './return-to';

describe('the way back after signing in', () => {
  it('keeps a staff-area address with its query', () => {
    expect(safeReturnPath('/admin/dashboard?sekme=teklifler&filtre=okunmamis')).toBe(
      '/admin/dashboard?sekme=teklifler&filtre=okunmamis',
    );
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(afterSignInPath('/admin/dashboard?sekme=video')).toBe('/admin/dashboard?sekme=video');
  });

  it.each([
    ['another origin', 'https://kotu.example/admin/dashboard'],
    ['a protocol-relative address', '//kotu.example/admin'],
    ['a backslash the browser reads as a slash', '/\\kotu.example/admin'],
    ['a script address', 'javascript:alert(1)'],
    ['a public page', '/iletisim'],
    ['a look-alike path', '/administrator'],
    ['a path climbing out of the staff area', '/admin/../iletisim'],
    ['an encoded climb', '/admin/%2e%2e/iletisim'],
    ['the sign-in page itself', '/admin/login?donus=/admin'],
    ['a header-splitting newline', '/admin/dashboard\r\nSet-Cookie: x=1'],
    ['a tab character', '/admin/\tdashboard'],
    ['an empty value', ''],
    ['a non-string', ['/admin/dashboard']],
    ['an overlong address', `/admin/dashboard?x=${'a'.repeat(1000)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(afterSignInPath(value)).toBe('/admin/dashboard');
  });

  it('drops the fragment and normalises the path', () => {
    expect(safeReturnPath('/admin/./dashboard?sekme=galeri#x')).toBe('/admin/dashboard?sekme=galeri');
  });

  it('links to the sign-in page with the way back, leaving it off where sign-in leads anyway', () => {
    expect(loginHref('/admin/dashboard?sekme=mesajlar')).toBe(
      '/admin/login?donus=%2Fadmin%2Fdashboard%3Fsekme%3Dmesajlar',
    );
    expect(loginHref('/admin/dashboard')).toBe('/admin/login');
    expect(loginHref('/admin')).toBe('/admin/login');
    expect(loginHref('https://kotu.example/')).toBe('/admin/login');
    expect(loginHref()).toBe('/admin/login');
  });
});
