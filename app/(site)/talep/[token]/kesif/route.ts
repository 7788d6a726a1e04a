import { NextResponse, type NextRequest } from 'next/server';
import { answerSurveyForm, encodeSurveyFlash } from '@/lib/calendar/customer-survey.server';
import { SURVEY_FLASH_COOKIE, SURVEY_FLASH_MAX_AGE } from '@/lib/calendar/survey-form';
import { readSurveyHours } from '@/lib/calendar/survey-hours.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import { triggerDelivery } from '@/lib/leads/notifier.server';
import { triggerStaffAlerts } from '@/lib/alerts/worker.server';

// The customer's survey booking on their page (docs/decisions/040-survey-slots.md): "Keşif
// randevusu al", moving it or cancelling it, posted by a plain form. The link is checked again
// (with the wrong-link limit); the browser is always sent back to the page's survey section
// with 303 (Post/Redirect/Get), the outcome (or why not, and the next free slots) in a short cookie.

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
  if (opened.state !== 'open' || opened.lead.kind !== 'quote') return back('');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back('#kesif');
  }
  const flash = await answerSurveyForm(db, opened.lead, await readSurveyHours(db), form);
  if (flash.status === 'done') {
    triggerDelivery();
    triggerStaffAlerts();
  }
  const response = back('#kesif');
  response.cookies.set(SURVEY_FLASH_COOKIE, encodeSurveyFlash(flash), {
    path: pagePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: env().SITE_URL.startsWith('https://'),
    maxAge: SURVEY_FLASH_MAX_AGE,
  });
  return response;
}
