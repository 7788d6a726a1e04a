import 'server-only';
import { NextResponse } from 'next/server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { flashCookieParts } from '@/lib/http/flash-cookie';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import type { Lead } from '@/lib/leads/types';
import { openCustomerPage } from './customer-page.server';
import { customerPagePath } from './links.server';

// What every plain form on the customer's page (/talep/{token}/yanit, /kesif, /tasinma-sonrasi)
// does before and after its own work: the same-origin check, the link opened again (with the
// wrong-link limit), the form read, and the answer: always 303 back to the page (Post/Redirect/
// Get), a form's outcome in a short cookie limited to the page.

const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export interface CustomerPagePost {
  db: Db;
  lead: Lead;
  form: FormData;
  /** 303 back to the page, at `hash` ('#kesif'). */
  back(hash: string): NextResponse;
  /** Sets (or, with null, clears) a flash limited to the page (lib/http/flash-cookie: its parts). */
  flash(response: NextResponse, name: string, value: string | null, maxAge: number): NextResponse;
}

/**
 * Opens a customer-page form post: the post itself when the link is open (and the lead a quote
 * request, with `quoteOnly`), or the response to send at once: 403 from another site, 404 for an
 * unknown link, back to the page for a closed one or a form that cannot be read (`formHash`).
 */
export async function openCustomerPagePost(
  request: Request,
  token: string,
  options: { formHash: string; quoteOnly?: boolean },
): Promise<{ post: CustomerPagePost } | { response: Response }> {
  if (!isCustomerPagePost(request.headers, env().SITE_URL))
    return { response: new Response('İstek bu siteden gönderilmediği için reddedildi.', { status: 403 }) };
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'unknown') return { response: notFound() };
  const pagePath = customerPagePath(token);
  const back = (hash: string) =>
    new NextResponse(null, { status: 303, headers: { Location: `${pagePath}${hash}`, 'Cache-Control': 'no-store' } });
  if (opened.state !== 'open' || (options.quoteOnly && opened.lead.kind !== 'quote')) return { response: back('') };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { response: back(options.formHash) };
  }
  const flash = (response: NextResponse, name: string, value: string | null, maxAge: number) => {
    for (const part of flashCookieParts(name, value))
      response.cookies.set(part.name, part.value, {
        path: pagePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: env().SITE_URL.startsWith('https://'),
        maxAge: part.value ? maxAge : 0,
      });
    return response;
  };
  return { post: { db, lead: opened.lead, form, back, flash } };
}
