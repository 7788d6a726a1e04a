// Where lead forms are sent (docs/decisions/015-forms-that-survive.md). A form posts to
// its own page's address, with or without JavaScript, and proxy.ts hands the post to the
// route handler of its kind: an address that means the same in every build, so a form
// opened before a deploy is still accepted after it (a server action's id is not).
import { NextResponse, type NextRequest } from 'next/server';
import type { LeadKind } from '@/lib/validation/lead';

/** The pages with a lead form, and the kind of lead each sends. */
export const LEAD_FORM_PAGES: Readonly<Record<string, LeadKind>> = { '/teklif-al': 'quote', '/iletisim': 'contact' };

/**
 * Query parameter of the route handler: the page (path and query) the form was sent from,
 * base64url-encoded. Next.js decodes a rewritten address's query once more on its way to
 * the handler, so a plain `/teklif-al?a=1&b=2` arrived as `/teklif-al?a=1` (the estimate's
 * parameters after the first were lost); base64url has no character that decoding changes.
 */
export const FROM_PAGE_PARAM = 'sayfa';

/** The form page as the rewrite carries it (see FROM_PAGE_PARAM). */
export const encodeFromPage = (page: string) => Buffer.from(page, 'utf8').toString('base64url');

/** The form page carried by the rewrite, or null; a plain path (a direct post to the handler) is taken as it is. */
export function decodeFromPage(value: string | null): string | null {
  if (value === null || value.startsWith('/')) return value;
  if (!/^[\w-]+$/.test(value)) return null;
  const page = Buffer.from(value, 'base64url').toString('utf8');
  return page.startsWith('/') ? page : null;
}

/** The route handler's address for a kind of lead. */
export const leadEndpoint = (kind: LeadKind) => `/api/leads/${kind}`;

/** True when the browser's script sent the form and reads the answer as JSON. */
export function wantsJson(headers: Headers): boolean {
  return (headers.get('accept') ?? '').includes('application/json');
}

/**
 * A form post to a lead page, rewritten to its route handler (the body goes with it), or
 * null for anything else. A server action call (`Next-Action`, from a page of a build
 * before forms posted this way) is left to Next.js.
 */
export function routeLeadPost(request: NextRequest): NextResponse | null {
  const kind = LEAD_FORM_PAGES[request.nextUrl.pathname];
  if (request.method !== 'POST' || !kind || request.headers.has('next-action')) return null;
  const target = new URL(leadEndpoint(kind), request.url);
  target.searchParams.set(FROM_PAGE_PARAM, encodeFromPage(request.nextUrl.pathname + request.nextUrl.search));
  return NextResponse.rewrite(target);
}

/**
 * The form page to send a no-JavaScript answer back to: the page the form was on, if it is
 * one. `from` is the route handler's FROM_PAGE_PARAM (encoded, or a plain path).
 */
export function formPage(kind: LeadKind, from: string | null, base: string): URL {
  const fallback = Object.keys(LEAD_FORM_PAGES).find((p) => LEAD_FORM_PAGES[p] === kind)!;
  let url: URL;
  try {
    url = new URL(decodeFromPage(from) ?? fallback, base);
  } catch {
    url = new URL(fallback, base);
  }
  // Only a page of this site with a form of this kind (never an address of another site).
  if (url.origin !== new URL(base).origin || LEAD_FORM_PAGES[url.pathname] !== kind) url = new URL(fallback, base);
  return url;
}
