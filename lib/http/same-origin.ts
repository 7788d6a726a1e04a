/**
 * Whether a state-changing request was sent by a page of this site, checked
 * the way Next.js checks server actions: the Origin header must be the origin
 * of SITE_URL or name the host the request was sent to. A request without
 * Origin (not a browser) passes unless the browser's Sec-Fetch-Site says it
 * came from elsewhere. This keeps a page of another origin, even one on the
 * same site that the SameSite cookie does not stop, from acting for the
 * signed-in administrator.
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin === null) {
    const site = headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  let from: URL;
  try {
    from = new URL(origin); // "null" (sandboxed frames, some redirects) fails here too
  } catch {
    return false;
  }
  if (from.origin === new URL(siteUrl).origin) return true;
  const host = headers.get('host');
  return host !== null && from.host === host.trim().toLowerCase();
}

/**
 * A form posted from the customer's own page (`/talep/{token}`, every form there): the page is
 * served with `Referrer-Policy: no-referrer`, under which the browser sends `Origin: null` with a
 * form's POST; the browser's own Sec-Fetch-Site (which a page cannot set) then says whether the
 * form came from this site.
 */
export function isCustomerPagePost(headers: Headers, siteUrl: string): boolean {
  if (isSameOriginRequest(headers, siteUrl)) return true;
  return headers.get('origin') === 'null' && headers.get('sec-fetch-site') === 'same-origin';
}

/** The answer to a refused cross-origin request (JSON, like the route handlers' other answers). */
export function crossOriginRefused(): Response {
  return Response.json(
    { ok: false, message: 'İstek bu siteden gönderilmediği için reddedildi.', errors: [] },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
