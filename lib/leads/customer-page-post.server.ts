import 'server-only';
import { NextResponse } from 'next/server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import type { Lead } from '@/lib/leads/types';
import { openCustomerPage } from './customer-page.server';
import { setCustomerPageFlash } from './customer-page-flash.server';
import { customerPagePath } from './links.server';

// What every post to the customer's page (/talep/{token}/yanit, /kesif, /tasinma-sonrasi, /esya,
// /dosyalar) does before and after its own work: the same-origin check, the link opened again
// (with the wrong-link limit), the form read, and the answer: 303 back to the page (Post/
// Redirect/Get), a form's outcome in a short cookie limited to the page
// (customer-page-flash.server.ts). A route that answers a refusal otherwise (the live inventory's
// JSON, an upload's status) says so in `refusals`; its work stays its own.

const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** Why a post was refused before its work: from another site, an unknown, limited or closed link, a lead of another kind, a form that cannot be read. */
export type CustomerPageRefusal = 'cross-site' | 'unknown' | 'limited' | 'closed' | 'other-kind' | 'unreadable';

export interface CustomerPageRequest {
  db: Db;
  lead: Lead;
  /** 303 back to the page, at `hash` ('#kesif'). */
  back(hash: string): NextResponse;
  /** Sets (or, with null, clears) one of the page's flashes (customer-page-flash.server.ts). */
  flash(response: NextResponse, name: string, value: string | null, maxAge: number): NextResponse;
}

export interface CustomerPagePost extends CustomerPageRequest {
  form: FormData;
}

export interface CustomerPagePostOptions {
  /** Where an unreadable form lands on the page. */
  formHash: string;
  /** Only for quote requests (another kind is refused as 'other-kind'). */
  quoteOnly?: boolean;
  /** The route's own answer to a refusal; `standard` is the common one (403, 404, back to the page). */
  refusals?: (refusal: CustomerPageRefusal, standard: () => Response) => Response;
}

function standardAnswer(refusal: CustomerPageRefusal, back: (hash: string) => Response, formHash: string): Response {
  switch (refusal) {
    case 'cross-site':
      return new Response('İstek bu siteden gönderilmediği için reddedildi.', { status: 403 });
    case 'unknown':
      return notFound();
    case 'unreadable':
      return back(formHash);
    default:
      return back('');
  }
}

/**
 * Opens a post to the customer's page without reading its body (an upload streams it itself):
 * the post when the link is open (and the lead a quote request, with `quoteOnly`), or the
 * response to send at once.
 */
export async function openCustomerPageRequest(
  request: Request,
  token: string,
  options: CustomerPagePostOptions,
): Promise<{ post: CustomerPageRequest } | { response: Response }> {
  const pagePath = customerPagePath(token);
  const back = (hash: string) =>
    new NextResponse(null, { status: 303, headers: { Location: `${pagePath}${hash}`, 'Cache-Control': 'no-store' } });
  const refuse = (refusal: CustomerPageRefusal) => {
    const standard = () => standardAnswer(refusal, back, options.formHash);
    return { response: options.refusals ? options.refusals(refusal, standard) : standard() };
  };
  if (!isCustomerPagePost(request.headers, env().SITE_URL)) return refuse('cross-site');
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'unknown') return refuse('unknown');
  if (opened.state === 'limited') return refuse('limited');
  if (opened.state !== 'open') return refuse('closed');
  if (options.quoteOnly && opened.lead.kind !== 'quote') return refuse('other-kind');
  const flash = (response: NextResponse, name: string, value: string | null, maxAge: number) =>
    setCustomerPageFlash(response, token, name, value, maxAge);
  return { post: { db, lead: opened.lead, back, flash } };
}

/** openCustomerPageRequest, and the form read ('unreadable' when it cannot be). */
export async function openCustomerPagePost(
  request: Request,
  token: string,
  options: CustomerPagePostOptions,
): Promise<{ post: CustomerPagePost } | { response: Response }> {
  const opened = await openCustomerPageRequest(request, token, options);
  if ('response' in opened) return opened;
  try {
    return { post: { ...opened.post, form: await request.formData() } };
  } catch {
    const standard = () => opened.post.back(options.formHash);
    return { response: options.refusals ? options.refusals('unreadable', standard) : standard() };
  }
}
