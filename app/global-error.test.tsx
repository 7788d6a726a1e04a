import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Server rendering runs no effects; run them at once so the logging is part of the render.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useEffect: (effect: () => void) => effect(),
}));

const { default: GlobalError } = await import('./global-error');

afterEach(() => vi.restoreAllMocks());

describe('the last error page, shown when even the root layout failed', () => {
  it('is a whole Turkish document with a retry and a plain link to the home page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="tr">/);
    expect(html).toContain('<body');
    expect(html).toContain('Bir sorun oluştu');
    expect(html).toMatch(/<button type="button"[^>]*>Tekrar dene<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Anasayfa<\/a>/);
    // Nothing of the error itself reaches the visitor.
    expect(html).not.toContain('boom');
  });

  it("shows the server error's digest and logs the error under it", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('boom'), { digest: '1234567890' });
    const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />);
    expect(html).toContain('Hata kodu: <code data-testid="error-reference">1234567890</code>');
    expect(log).toHaveBeenCalledWith('[site] hata 1234567890:', error);
  });

  it('shows a browser error the id it is logged under', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    const html = renderToStaticMarkup(<GlobalError error={error} retry={() => {}} />);
    const shown = /data-testid="error-reference">([^<]+)</.exec(html)?.[1];
    expect(shown).toMatch(/^T-[0-9A-F]{8}$/);
    expect(log).toHaveBeenCalledWith(`[site] hata ${shown}:`, error);
  });
});
