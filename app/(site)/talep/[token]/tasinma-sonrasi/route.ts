import type { NextRequest } from 'next/server';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { openCustomerPagePost } from '@/lib/leads/index.server';
import { triggerDelivery } from '@/lib/outbox/index.server';
import { triggerStaffAlerts } from '@/lib/alerts/index.server';
import {
  encodeAfterMoveFlash,
  createDamageReport,
  createReview,
  moveDelivered,
  moveHappened,
  moveOfLead,
} from '@/lib/reviews/index.server';
import {
  AFTER_MOVE_FLASH_COOKIE,
  AFTER_MOVE_FLASH_MAX_AGE,
  parseDamageForm,
  parseReviewForm,
  type AfterMoveFlash,
} from '@/lib/reviews';

// The customer's review ("Taşınmanız nasıl geçti?") and damage report ("Hasar bildir") after
// the move, posted by plain forms (docs/decisions/045, 046). As /yanit: same-origin check, the
// link opened again (wrong-link limit), always 303 back to the page; a refused form's messages
// and values ride in a five-minute cookie limited to the page.

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const opened = await openCustomerPagePost(request, (await params).token, { formHash: '' });
  if ('response' in opened) return opened.response;
  const { db, lead, form, back } = opened.post;
  const intent = form.get('intent') === 'damage' ? 'damage' : 'review';
  const hash = intent === 'damage' ? '#hasar' : '#yorum';
  const now = new Date();
  const move = await moveOfLead(db, lead.id);
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
      const result = await createReview(db, lead, move, parsed.data, now);
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
  return opened.post.flash(
    back(hash),
    AFTER_MOVE_FLASH_COOKIE,
    flash ? encodeAfterMoveFlash(flash) : null,
    AFTER_MOVE_FLASH_MAX_AGE,
  );
}
