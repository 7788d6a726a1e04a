import type { NextRequest } from 'next/server';
import { triggerStaffAlerts } from '@/lib/alerts/index.server';
import { answerSurveyForm, encodeSurveyFlash, readSurveyHours } from '@/lib/calendar/index.server';
import { SURVEY_FLASH_COOKIE, SURVEY_FLASH_MAX_AGE } from '@/lib/calendar';
import { openCustomerPagePost } from '@/lib/leads/index.server';
import { triggerDelivery } from '@/lib/outbox/index.server';

// The customer's survey booking on their page (docs/decisions/040-survey-slots.md): "Keşif
// randevusu al", moving it or cancelling it, posted by a plain form. The link is checked again
// (with the wrong-link limit); the browser is always sent back to the page's survey section
// with 303 (Post/Redirect/Get), the outcome (or why not, and the next free slots) in a short cookie.

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const opened = await openCustomerPagePost(request, (await params).token, { formHash: '#kesif', quoteOnly: true });
  if ('response' in opened) return opened.response;
  const { db, lead, form, back, flash } = opened.post;
  const outcome = await answerSurveyForm(db, lead, await readSurveyHours(db), form);
  if (outcome.status === 'done') {
    triggerDelivery();
    triggerStaffAlerts();
  }
  return flash(back('#kesif'), SURVEY_FLASH_COOKIE, encodeSurveyFlash(outcome), SURVEY_FLASH_MAX_AGE);
}
