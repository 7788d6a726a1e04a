import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FLUSH_AT_VIEWS,
  countPageView,
  isPageView,
  istanbulDay,
  pageViewTally,
  returnPageViews,
  takePageViews,
  type FinishedRequest,
} from './page-views';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A browser's GET of a page, answered with its HTML. */
function view(change: Partial<FinishedRequest> & { agent?: string; extra?: Record<string, string> } = {}): boolean {
  const { agent = CHROME, extra = {}, ...rest } = change;
  return isPageView({
    method: 'GET',
    url: '/hizmetlerimiz/evden-eve-nakliyat',
    headers: { 'user-agent': agent, accept: 'text/html', ...extra },
    statusCode: 200,
    contentType: 'text/html; charset=utf-8',
    ...rest,
  });
}

describe('what counts as a page view', () => {
  it('a browser opening a public page, on a phone or a computer, with or without a query', () => {
    expect(view()).toBe(true);
    expect(view({ agent: IPHONE, url: '/' })).toBe(true);
    expect(view({ url: '/fiyat-hesaplama?hizmet=ofis-tasima' })).toBe(true);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['AhrefsBot', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0'],
    ['headless Chrome', CHROME.replace('Chrome/', 'HeadlessChrome/')],
    ['Lighthouse', `${CHROME} Chrome-Lighthouse`],
    ['curl', 'curl/8.5.0'],
    ['a script', 'python-requests/2.32.3'],
    ['Node.js fetch', 'node'],
    ['an uptime monitor', 'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['no user agent', ''],
  ])('not %s', (_name, agent) => {
    expect(view({ agent })).toBe(false);
  });

  it('not a prefetch, a router request, a HEAD or a form post', () => {
    expect(view({ extra: { 'sec-purpose': 'prefetch;prerender' } })).toBe(false);
    expect(view({ extra: { purpose: 'prefetch' } })).toBe(false);
    expect(view({ extra: { 'x-moz': 'prefetch' } })).toBe(false);
    expect(view({ extra: { rsc: '1' }, contentType: 'text/x-component' })).toBe(false);
    expect(view({ extra: { rsc: '1', 'next-router-prefetch': '1' } })).toBe(false);
    expect(view({ method: 'HEAD' })).toBe(false);
    expect(view({ method: 'POST' })).toBe(false);
  });

  it('not a redirect, a missing page or an error, and not a file, an API answer or the staff area', () => {
    for (const statusCode of [301, 304, 308, 404, 500]) expect(view({ statusCode })).toBe(false);
    expect(view({ url: '/_next/static/chunks/app.js', contentType: 'application/javascript' })).toBe(false);
    expect(view({ url: '/images/hero-default.svg', contentType: 'image/svg+xml' })).toBe(false);
    expect(view({ url: '/sitemap.xml', contentType: 'application/xml' })).toBe(false);
    expect(view({ url: '/api/currency', contentType: 'application/json' })).toBe(false);
    expect(view({ url: '/api/health' })).toBe(false);
    expect(view({ url: '/media/gallery_1_a.webp' })).toBe(false);
    expect(view({ url: '/admin/dashboard' })).toBe(false);
    expect(view({ url: '/admin' })).toBe(false);
    expect(view({ url: '/kurumsal/hakkimizda.html' })).toBe(false);
  });
});

describe('the tally of this process', () => {
  afterEach(() => {
    takePageViews();
    pageViewTally().onFull = undefined;
  });

  it('counts views per day in Istanbul, whose day starts at 21:00 UTC', () => {
    countPageView(new Date('2026-11-30T20:59:59Z')); // 23:59:59 on the 30th in Istanbul
    countPageView(new Date('2026-11-30T21:00:00Z')); // 00:00 on 1 December
    countPageView(new Date('2026-12-01T12:00:00Z'));
    expect(istanbulDay(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01');
    expect(Object.fromEntries(takePageViews())).toEqual({ '2026-11-30': 1, '2026-12-01': 2 });
    expect(takePageViews().size).toBe(0);
  });

  it('asks for a write when many views wait, and keeps views whose write failed', () => {
    const onFull = vi.fn();
    pageViewTally().onFull = onFull;
    const at = new Date('2026-12-02T09:00:00Z');
    for (let i = 0; i < FLUSH_AT_VIEWS - 1; i++) countPageView(at);
    expect(onFull).not.toHaveBeenCalled();
    countPageView(at);
    expect(onFull).toHaveBeenCalledTimes(1);
    const taken = takePageViews();
    countPageView(at);
    returnPageViews(taken);
    expect(takePageViews().get('2026-12-02')).toBe(FLUSH_AT_VIEWS + 1);
  });
});
