import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const { default: SiteError } = await import('./error');

describe('the error boundary of the public pages', () => {
  it('says in Turkish that the page cannot be shown and offers a retry and the home page', () => {
    const html = renderToStaticMarkup(<SiteError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('Bu sayfa şu anda gösterilemiyor');
    expect(html).toMatch(/<button type="button"[^>]*>Tekrar dene<\/button>/);
    expect(html).toContain('href="/"');
    // Nothing of the error itself reaches the visitor.
    expect(html).not.toContain('boom');
  });

  it('sits under the site layout, which keeps the header, the footer and the phone and WhatsApp buttons', () => {
    // Next.js wraps a segment's pages (not its layout) in the segment's error.tsx.
    const layout = readFileSync(path.join(import.meta.dirname, 'layout.tsx'), 'utf8');
    for (const part of ['<SiteHeader />', '<SiteFooter />', '<FloatingButtons />']) expect(layout).toContain(part);
  });
});
