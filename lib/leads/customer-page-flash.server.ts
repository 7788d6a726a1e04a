import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { flashCookieParts, readFlashCookie } from '@/lib/http/flash-cookie';
import { customerPagePath } from './links.server';

// The one helper for the customer page's flashes (the offer answer, the survey booking, the
// inventory, the review and the damage report): a form's outcome carried over its 303 in short
// cookies limited to the page (/talep/{token}), httpOnly, SameSite=Lax, Secure on https, spread
// over parts when long (lib/http/flash-cookie.ts). The routes set them through
// openCustomerPagePost's `flash`; the page's sections read them back with readCustomerPageFlash.

/** Sets (or, with null, clears) the flash `name` on the response, for the page of `token`. */
export function setCustomerPageFlash(
  response: NextResponse,
  token: string,
  name: string,
  value: string | null,
  maxAge: number,
): NextResponse {
  for (const part of flashCookieParts(name, value))
    response.cookies.set(part.name, part.value, {
      path: customerPagePath(token),
      httpOnly: true,
      sameSite: 'lax',
      secure: env().SITE_URL.startsWith('https://'),
      maxAge: part.value ? maxAge : 0,
    });
  return response;
}

/** The flash `name` the page's request carries (all its parts), or undefined. */
export async function readCustomerPageFlash(name: string): Promise<string | undefined> {
  return readFlashCookie(await cookies(), name);
}
