import { NextResponse, type NextRequest } from 'next/server';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { isCustomerPagePost } from '@/lib/http/same-origin';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import { triggerDelivery } from '@/lib/leads/notifier.server';
import { triggerStaffAlerts } from '@/lib/alerts/worker.server';
import { encodeAfterMoveFlash } from '@/lib/reviews/flash.server';
import {
  createDamageReport,
  createReview,
  moveDelivered,
  moveHappened,
  moveOfLead,
} from '@/lib/reviews/repository.server';
import {
  AFTER_MOVE_FLASH_COOKIE,
  AFTER_MOVE_FLASH_MAX_AGE,
  parseDamageForm,
  parseReviewForm,
  type AfterMoveFlash,
} from '@/lib/reviews/types';

// The customer's review ("Taşınmanız nasıl geçti?") and damage report ("Hasar bildir") after
// the move, posted by plain forms (docs/decisions/045, 046). As /yanit: same-origin check, the
// link opened again (wrong-link limit), always 303 back to the page; a refused form's messages
// and values ride in a five-minute cookie limited to the page.

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
    return back('');
  }
  const intent = form.get('intent') === 'damage' ? 'damage' : 'review';
  const hash = intent === 'damage' ? '#hasar' : '#yorum';
  const now = new Date();
  const move = await moveOfLead(db, opened.lead.id);
  let flash: AfterMoveFlash | null = null;
  if (intent === 'review') {
    const parsed = parseReviewForm(form);
    if (!moveHappened(move, now))
      flash = { intent, message: 'Yorum, taşınma gününüzden sonra yazılabilir.', fieldErrors: {}, values: {} };
    else if (!parsed.ok)
      flash = {
        intent,
        message: 'Yorumunuzu göndermek için işaretli alanları tamamlayın.',
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      };
    else {
      const result = await createReview(db, opened.lead, move, parsed.data, now);
      if (!result.ok)
        flash = { intent, message: 'Bu taşınma için yorumunuz zaten yayımlandı.', fieldErrors: {}, values: {} };
      // Published at once: the pages that show reviews or the rating figure are rendered anew.
      else await revalidateEverywhere('/', 'layout');
    }
  } else {
    const parsed = parseDamageForm(form);
    if (!moveDelivered(move, now))
      flash = { intent, message: 'Hasar, teslim gününden itibaren bildirilebilir.', fieldErrors: {}, values: {} };
    else if (!parsed.ok)
      flash = {
        intent,
        message: 'Bildiriminizi göndermek için işaretli alanları tamamlayın.',
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      };
    else {
      await createDamageReport(db, move, parsed.data, now);
      triggerDelivery();
      triggerStaffAlerts();
    }
  }
  const response = back(hash);
  const cookie = {
    path: pagePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().SITE_URL.startsWith('https://'),
  };
  if (flash)
    response.cookies.set(AFTER_MOVE_FLASH_COOKIE, encodeAfterMoveFlash(flash), {
      ...cookie,
      maxAge: AFTER_MOVE_FLASH_MAX_AGE,
    });
  else response.cookies.set(AFTER_MOVE_FLASH_COOKIE, '', { ...cookie, maxAge: 0 });
  return response;
}
