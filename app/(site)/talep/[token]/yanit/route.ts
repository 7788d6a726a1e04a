import type { NextRequest } from 'next/server';
import { triggerStaffAlerts } from '@/lib/alerts/index.server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { openCustomerPagePost } from '@/lib/leads/index.server';
import { triggerDelivery } from '@/lib/outbox/index.server';
import { ANSWER_FLASH_COOKIE, ANSWER_FLASH_MAX_AGE } from '@/lib/offers';
import { answerCurrentOffer, encodeFlash } from '@/lib/offers/index.server';
import { getSite } from '@/lib/settings/index.server';

// The customer's answer to the offer on their page (docs/decisions/037): "Teklifi onayla",
// "Değişiklik istiyorum" or "Vazgeçtim", posted by a plain form. The link is checked again
// (with the wrong-link limit); the answer is recorded; the browser is always sent back to the
// page with 303 (Post/Redirect/Get), a refused form's messages and values in a short cookie.

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const opened = await openCustomerPagePost(request, (await params).token, { formHash: '#teklif' });
  if ('response' in opened) return opened.response;
  const { db, lead, form, back, flash } = opened.post;
  const refused = await answerCurrentOffer(db, lead, await getSite(), form, {
    clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown',
    userAgent: request.headers.get('user-agent') ?? '',
  });
  if (!refused) {
    triggerDelivery();
    triggerStaffAlerts();
  }
  return flash(
    back(refused?.intent === 'accept' ? '#onay' : '#teklif'),
    ANSWER_FLASH_COOKIE,
    refused ? encodeFlash(refused) : null,
    ANSWER_FLASH_MAX_AGE,
  );
}
