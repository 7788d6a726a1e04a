import type { Metadata } from 'next';

/** The title of every "not found" page. */
export const NOT_FOUND_TITLE = 'Sayfa Bulunamadı';

/** A "not found" page's metadata: its title, and not indexed (its links are followed). */
export const NOT_FOUND_METADATA = {
  title: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
} satisfies Metadata;
