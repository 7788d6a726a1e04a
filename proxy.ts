import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { refuseOversizeLeadForm, routeLeadPost } from '@/lib/leads';
import { ADMIN_PATHS, isStaffPath } from '@/lib/admin/paths';
import { loginHref } from '@/lib/admin/return-to';
import { SESSION_COOKIE_PREFIX } from '@/lib/auth/cookie';
import { routePlace } from '@/lib/place-routing';

/**
 * Staff-area addresses the cookie check leaves alone: the sign-in and password pages, the export
 * (a 401 for scripts), and the app's manifest and service worker (browsers fetch them without cookies).
 */
const OPEN_ADMIN_PATHS: readonly string[] = [
  ADMIN_PATHS.login,
  ADMIN_PATHS.password,
  ADMIN_PATHS.export,
  ADMIN_PATHS.manifest,
  ADMIN_PATHS.serviceWorker,
];

/**
 * A staff-area page requested without any session cookie is answered with a
 * redirect to the sign-in page, carrying the way back. This is only the quick
 * answer for the signed-out browser: every page, action and route handler still
 * checks the session itself (requireSignedIn), and form posts go on to their
 * action's own guard.
 */
function guardStaffArea(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  if (OPEN_ADMIN_PATHS.includes(pathname)) return NextResponse.next();
  if (getSessionCookie(request, { cookiePrefix: SESSION_COOKIE_PREFIX })) return NextResponse.next();
  const search = new URLSearchParams(request.nextUrl.search);
  search.delete('_rsc');
  const query = search.toString();
  const response = NextResponse.redirect(
    new URL(loginHref(query ? `${pathname}?${query}` : pathname), request.url),
    307,
  );
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Place addresses: wrong-region addresses redirect permanently, unknown names
 * of valid shape show the generic page (rendered per request, never stored),
 * broken percent-encoding is a 400, everything else goes to the pre-rendered
 * pages or the 404.
 * Lead form posts over the size limit are sent back to their form before they are read;
 * the others go to their kind's route handler (lib/leads/post-route.ts).
 */
export function proxy(request: NextRequest) {
  const lead = refuseOversizeLeadForm(request) ?? routeLeadPost(request);
  if (lead) return lead;
  const { pathname } = request.nextUrl;
  if (isStaffPath(pathname)) return guardStaffArea(request);
  const route = routePlace(pathname);
  if (route.kind === 'bad-request') return new NextResponse('Geçersiz adres.', { status: 400 });
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.to, request.url), 308);
  if (route.kind === 'generic') return NextResponse.rewrite(new URL(route.to, request.url));
  return NextResponse.next();
}

export const config = { matcher: ['/hizmet-bolgeleri/:path+', '/teklif-al', '/iletisim', '/admin/:path*'] };
