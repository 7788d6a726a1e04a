// When the texts behind each kind of page last changed, for the sitemap's <lastmod>. Blog
// posts carry their own date; the rest is dated here, by hand, in the change that edits
// the text (lib/sitemap.test.ts fails on a date that is not a real day or lies in the future).
// Pages not listed (forms, galleries fed by staff uploads) get no lastmod rather than a guess.

export const CONTENT_REVISED = {
  /** Service texts and their internal links. */
  services: '2026-11-23',
  /** Region hubs, route pages, İstanbul and its districts (texts, neighbours, price tables). */
  places: '2026-11-23',
  /** Corporate pages: about, vision, mission (figures and milestones). */
  corporate: '2026-11-23',
} as const;
