import 'server-only';
import { z } from 'zod';
import { decodeFlashCookie, encodeFlashCookie, formProblemShape } from '@/lib/http/flash-cookie';
import type { Db } from '@/lib/db/kysely.server';
import type { Lead } from '@/lib/leads';
import { slotLabel } from './slots';
import { bookSurvey, cancelSurveyBooking } from './survey-bookings.server';
import { SLOT_PATTERN, parseSurveyForm, type SurveyFlash } from './survey-form';
import type { SurveyHours } from './survey-hours';

// The customer's side of a survey booking on /talep/{token} (docs/decisions/040-survey-slots.md):
// books, moves or cancels as the plain form posted it, and answers what the page shows next.

const flash = (status: SurveyFlash['status'], message: string, rest: Partial<SurveyFlash> = {}): SurveyFlash => ({
  status,
  message,
  fieldErrors: {},
  values: {},
  suggestions: [],
  ...rest,
});

/** The customer's form, done: what the page shows after the redirect (a success or why not). */
export async function answerSurveyForm(
  db: Db,
  lead: Lead,
  hours: SurveyHours,
  form: FormData,
  now = new Date(),
): Promise<SurveyFlash> {
  const parsed = parseSurveyForm(form);
  if (!parsed.ok)
    return flash('error', 'Randevu alınamadı: işaretli alanları tamamlayın.', {
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
    });
  const { request } = parsed;
  if (request.intent === 'cancel') {
    const result = await cancelSurveyBooking(db, { lead, actor: { by: 'customer' }, hours, now });
    if (result.ok) return flash('done', 'Keşif randevunuz iptal edildi. Dilerseniz yeni bir saat seçebilirsiniz.');
    return flash(
      'error',
      result.reason === 'late'
        ? `Randevunuza ${hours.changeHours} saatten az kaldığı için artık buradan iptal edilemiyor; lütfen bizi arayın.`
        : 'İptal edilecek bir keşif randevunuz yok.',
    );
  }
  const values = { slot: request.slot, surveyKind: request.kind, address: request.address ?? '' };
  const result = await bookSurvey(db, {
    lead,
    startsAt: request.slot,
    kind: request.kind,
    address: request.address,
    actor: { by: 'customer' },
    hours,
    now,
  });
  if (result.ok)
    return flash(
      'done',
      result.moved
        ? `Keşif randevunuz ${slotLabel(result.booking.startsAt)} saatine taşındı. Size e-posta da gönderiyoruz.`
        : `Keşif randevunuz alındı: ${slotLabel(result.booking.startsAt)}. Size e-posta da gönderiyoruz.`,
    );
  if (result.reason === 'late')
    return flash(
      'error',
      `Randevunuza ${hours.changeHours} saatten az kaldığı için artık buradan değiştirilemiyor; lütfen bizi arayın.`,
    );
  if (result.reason === 'kind')
    return flash('error', 'Bu keşif türü şu anda sunulmuyor; lütfen diğerini seçin.', {
      fieldErrors: { surveyKind: 'Bu keşif türü şu anda sunulmuyor.' },
      values,
    });
  return flash(
    'error',
    result.suggestions.length > 0
      ? 'Seçtiğiniz saat az önce doldu. En yakın boş saatler aşağıda ilk sırada; birini seçip yeniden gönderin.'
      : 'Seçtiğiniz saat az önce doldu ve önümüzdeki günlerde boş saat kalmadı; lütfen bizi arayın.',
    {
      fieldErrors: { slot: 'Bu saat doldu; başka bir saat seçin.' },
      values: { ...values, slot: '' },
      suggestions: result.suggestions.map((s) => s.startsAt),
    },
  );
}

const surveyFlash = z.object({
  status: z.enum(['done', 'error']),
  message: z.string(),
  ...formProblemShape,
  suggestions: z.array(z.string().regex(SLOT_PATTERN)),
});

export const encodeSurveyFlash = (flash: SurveyFlash): string => encodeFlashCookie(flash);

export const decodeSurveyFlash = (cookie: string | undefined): SurveyFlash | null =>
  decodeFlashCookie(cookie, surveyFlash);
