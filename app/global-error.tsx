'use client';

import { useErrorReference } from '@/components/ui/use-error-reference';

// This page replaces the root layout, its stylesheet included, so it carries its own
// few styles: it must show even when the error came from loading the layout itself.
const styles = {
  body: {
    margin: 0,
    minHeight: '100dvh',
    display: 'grid',
    placeItems: 'center',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    color: '#0f172a',
    background: '#f8fafc',
  },
  main: { maxWidth: '36rem', padding: '2rem 1.25rem', textAlign: 'center' },
  title: { fontSize: '1.75rem', fontWeight: 800, color: '#0d3a66', margin: 0 },
  text: { marginTop: '0.75rem', lineHeight: 1.6, color: '#475569' },
  reference: { marginTop: '1rem', fontSize: '0.9rem', color: '#475569' },
  actions: { marginTop: '2rem', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem' },
  button: {
    minHeight: '2.75rem',
    padding: '0.625rem 1.25rem',
    border: 0,
    borderRadius: '0.5rem',
    background: '#155a9a',
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: '0 1.25rem',
    border: '1px solid #bfd7ee',
    borderRadius: '0.5rem',
    color: '#155a9a',
    fontWeight: 600,
    textDecoration: 'none',
  },
} satisfies Record<string, React.CSSProperties>;

/**
 * An error the root layout itself could not survive (the last line of defence: a
 * page's own error is caught by the error.tsx nearer to it). It shows a reference
 * that is also logged, so a visitor who calls can say which error they saw.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const reference = useErrorReference('site', error);
  return (
    <html lang="tr">
      <head>
        <title>Bir sorun oluştu</title>
        <meta name="robots" content="noindex" />
      </head>
      <body style={styles.body}>
        <main style={styles.main} data-testid="global-error">
          <h1 style={styles.title}>Bir sorun oluştu</h1>
          <p style={styles.text}>
            Sayfa şu anda gösterilemiyor. Lütfen biraz sonra tekrar deneyin; acil durumlarda bizi telefonla
            arayabilirsiniz.
          </p>
          <p style={styles.reference}>
            Hata kodu: <code data-testid="error-reference">{reference}</code>
          </p>
          <div style={styles.actions}>
            <button type="button" onClick={retry} style={styles.button}>
              Tekrar dene
            </button>
            {/* A full page load: the client-side router is part of what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={styles.link}>
              Anasayfa
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
