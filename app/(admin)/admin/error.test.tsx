import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/lib/admin/paths';

// Server rendering runs no effects; run them at once so the logging is part of the render.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useEffect: (effect: () => void) => effect(),
}));

const { default: AdminError } = await import('./error');

afterEach(() => vi.restoreAllMocks());

describe('the error page of the staff area', () => {
  it('says in Turkish that the page cannot be opened and offers a retry and the way back to the dashboard', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(<AdminError error={new Error('boom')} retry={() => {}} />);
    expect(html).toContain('Bu sayfa şu anda açılamıyor');
    expect(html).toMatch(/<button type="button"[^>]*>Tekrar dene<\/button>/);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${ADMIN_PATHS.dashboard}"[^>]*>Panele dön</a>`));
    expect(html).not.toContain('boom');
  });

  it('shows the reference the error is logged under: the digest of a server error, an id of a browser error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const serverError = Object.assign(new Error('boom'), { digest: '987654321' });
    expect(renderToStaticMarkup(<AdminError error={serverError} retry={() => {}} />)).toContain('>987654321</code>');
    expect(log).toHaveBeenCalledWith('[admin] hata 987654321:', serverError);

    const browserError = new Error('boom');
    const html = renderToStaticMarkup(<AdminError error={browserError} retry={() => {}} />);
    const shown = /data-testid="error-reference">([^<]+)</.exec(html)?.[1];
    expect(shown).toMatch(/^T-[0-9A-F]{8}$/);
    expect(log).toHaveBeenCalledWith(`[admin] hata ${shown}:`, browserError);
  });

  it('catches the errors of every staff page, under the staff layout', () => {
    // Next.js wraps a segment's pages and nested layouts in its error.tsx: this one sits
    // at the top of /admin, so the dashboard, the lead pages and the sign-in page are covered.
    expect(ADMIN_PATHS.root).toBe('/admin');
    expect(import.meta.dirname.endsWith(path.join('app', '(admin)', 'admin'))).toBe(true);
    const layout = readFileSync(path.join(import.meta.dirname, '..', 'layout.tsx'), 'utf8');
    expect(layout).toContain('Staff area');
  });
});
