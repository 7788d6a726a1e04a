// What counts as a page view, and the in-memory tally of them (docs/decisions/030).
// scripts/server.ts (plain Node, no bundler) decides and tallies as each response
// finishes; the app (lib/visitors/flush.server.ts) writes the tally to the database
// every few seconds. Both reach one tally through globalThis, since they are separate
// module graphs of one process. Nothing about the visitor is kept: no address, no
// cookie, only a count per day.

/** What scripts/server.ts knows of a finished response. */
export interface FinishedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  statusCode: number;
  contentType: string | undefined;
}

/** User agents of crawlers, link previews, monitors, scripts and automated browsers. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|scrape|fetch|preview|monitor|check|scan|archive|feed|headless|lighthouse|pagespeed|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|axios|node|httpclient|libwww|facebookexternalhit|whatsapp|telegram|discord|skype|embedly|quora|pinterest|vkshare|bingpreview|yandex|baidu|petal|semrush|ahrefs|mj12|dotbot|dataprovider/i;

/** Paths that are never a page: the staff area, APIs, the build's files, media and files with an extension. */
const NOT_A_PAGE = /^\/(?:admin(?:\/|$)|api\/|_next\/|media\/)|\.[a-z0-9]{1,5}$/i;

const header = (headers: FinishedRequest['headers'], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
};

/**
 * A view is a public page's HTML sent whole (200) for a GET from a browser: not a HEAD (link
 * checkers), not a prefetch, not a router (RSC) request, not a redirect or an error page, not
 * the staff area, and not a user agent that names itself a bot, a script or an automated browser.
 */
export function isPageView(request: FinishedRequest): boolean {
  if (request.method !== 'GET' || request.statusCode !== 200) return false;
  if (!request.contentType?.toLowerCase().startsWith('text/html')) return false;
  const pathname = (request.url ?? '/').split('?')[0]!;
  if (NOT_A_PAGE.test(pathname)) return false;
  const { headers } = request;
  if (header(headers, 'rsc') || header(headers, 'next-router-prefetch')) return false;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')} ${header(headers, 'x-purpose')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const agent = header(headers, 'user-agent');
  return agent.startsWith('Mozilla/') && !BOT_AGENT.test(agent);
}

/** A date (YYYY-MM-DD) in Europe/Istanbul, where the company counts its days. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export function istanbulDay(now: Date): string {
  return dayFormat.format(now);
}

/** Views counted in this process and not yet written, by day. */
export interface PageViewTally {
  counts: Map<string, number>;
  pending: number;
  /** Set by the app's flusher: called when enough views wait to be written at once. */
  onFull?: () => void;
  /** Set by the app's flusher: writes what waits (scripts/server.ts calls it before exit). */
  flush?: () => Promise<void>;
}

/** How often the app writes the views counted in its process (lib/visitors/flush.server.ts). */
export const FLUSH_EVERY_MS = 5_000;

/** Views that make the app write at once instead of waiting for its timer. */
export const FLUSH_AT_VIEWS = 200;

const g = globalThis as unknown as { __hnPageViews?: PageViewTally };

export function pageViewTally(): PageViewTally {
  return (g.__hnPageViews ??= { counts: new Map(), pending: 0 });
}

/** Adds one view to the day's tally (in memory only; nothing waits on the database). */
export function countPageView(now: Date = new Date()): void {
  const tally = pageViewTally();
  const day = istanbulDay(now);
  tally.counts.set(day, (tally.counts.get(day) ?? 0) + 1);
  tally.pending++;
  if (tally.pending >= FLUSH_AT_VIEWS) tally.onFull?.();
}

/** Takes what waits (the tally starts again empty). */
export function takePageViews(): Map<string, number> {
  const tally = pageViewTally();
  const taken = tally.counts;
  tally.counts = new Map();
  tally.pending = 0;
  return taken;
}

/** Puts back views whose write failed, to be tried again with the next ones. */
export function returnPageViews(counts: Map<string, number>): void {
  const tally = pageViewTally();
  for (const [day, n] of counts) {
    tally.counts.set(day, (tally.counts.get(day) ?? 0) + n);
    tally.pending += n;
  }
}
