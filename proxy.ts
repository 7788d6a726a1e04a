import { NextResponse, type NextRequest } from 'next/server';
import { routePlace } from '@/lib/place-routing';

/**
 * Place addresses: wrong-region addresses redirect permanently, unknown names
 * of valid shape show the generic page (rendered per request, never stored),
 * everything else goes to the pre-rendered pages or the 404.
 */
export function proxy(request: NextRequest) {
  const route = routePlace(request.nextUrl.pathname);
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.to, request.url), 308);
  if (route.kind === 'generic') return NextResponse.rewrite(new URL(route.to, request.url));
  return NextResponse.next();
}

export const config = { matcher: '/hizmet-bolgeleri/:path+' };
