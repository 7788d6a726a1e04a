// Lead form posts larger than any real form are refused before their body is
// read (by the size they declare): the visitor sees the form page again with a
// Turkish banner instead of the framework's 500. Used by proxy.ts.
import { NextResponse, type NextRequest } from 'next/server';
import { LEAD_BODY_LIMIT_BYTES, LEAD_MESSAGES } from '@/lib/validation/lead';
import { TOO_LARGE_PARAM, TOO_LARGE_VALUE } from './form-state';
import { LEAD_FORM_PAGES, wantsJson } from './post-route';

/** The pages whose form posts are checked (proxy.ts matches the same paths). */
export const LEAD_FORM_PATHS = Object.keys(LEAD_FORM_PAGES);

/** The answer to a lead form post that declares a body over the limit, or null to let it through. */
export function refuseOversizeLeadForm(request: NextRequest): NextResponse | null {
  if (request.method !== 'POST' || !LEAD_FORM_PATHS.includes(request.nextUrl.pathname)) return null;
  const declared = Number(request.headers.get('content-length'));
  if (!(declared > LEAD_BODY_LIMIT_BYTES)) return null;
  // The page's JavaScript checks the size before sending, so a scripted send this
  // large comes from elsewhere: a plain 413 with the message.
  if (request.headers.has('next-action') || wantsJson(request.headers)) {
    return new NextResponse(LEAD_MESSAGES.tooLarge, {
      status: 413,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  // A browser without JavaScript: back to the form, which shows the banner (303: fetched with GET).
  const back = new URL(request.nextUrl.pathname, request.url);
  back.searchParams.set(TOO_LARGE_PARAM, TOO_LARGE_VALUE);
  return NextResponse.redirect(back, 303);
}
