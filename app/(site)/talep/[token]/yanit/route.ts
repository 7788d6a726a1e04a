import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import { triggerDelivery } from '@/lib/leads/notifier.server';
import { triggerStaffAlerts } from '@/lib/alerts/worker.server';
import { ANSWER_FLASH_COOKIE, ANSWER_FLASH_MAX_AGE } from '@/lib/offers/answer-form';
import { answerCurrentOffer, encodeFlash } from '@/lib/offers/customer-offer.server';
import { getSite } from '@/lib/settings/effective.server';

// The customer's answer to the offer on their page (docs/decisions/037): "Teklifi onayla",
// "Değişiklik istiyorum" or "Vazgeçtim", posted by a plain form. The link is checked again
// (with the wrong-link limit); the answer is recorded; the browser is always sent back to the
// page with 303 (Post/Redirect/Get), a refused form's messages and values in a short cookie.

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isCustomerPagePost(request.headers, env().SITE_URL))
    return new Response('İstek bu siteden gönderilmediği için reddedildi.', { status: 403 });
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'unknown') return notFound();
  const pagePath = customerPagePath(token);
  const back = (hash: string) =>
    new NextResponse(null, { status: 303, headers: { Location: `${pagePath}${hash}`, 'Cache-Control': 'no-store' } });
  if (opened.state !== 'open') return back('');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back('#teklif');
  }
  const flash = await answerCurrentOffer(db, opened.lead, await getSite(), form, {
    clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown',
    userAgent: request.headers.get('user-agent') ?? '',
  });
  const response = back(flash?.intent === 'accept' ? '#onay' : '#teklif');
  const cookie = {
    path: pagePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().SITE_URL.startsWith('https://'),
  };
  if (flash) response.cookies.set(ANSWER_FLASH_COOKIE, encodeFlash(flash), { ...cookie, maxAge: ANSWER_FLASH_MAX_AGE });
  else {
    response.cookies.set(ANSWER_FLASH_COOKIE, '', { ...cookie, maxAge: 0 });
    triggerDelivery();
    triggerStaffAlerts();
  }
  return response;
}
