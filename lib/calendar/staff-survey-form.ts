// Staff booking or moving a survey (docs/decisions/040-survey-slots.md): the lead page and the
// calendar's survey page post the same start fields and land on the same notices, because both
// go through the one `bookSurvey`. Browser-safe.
import { z } from 'zod';
import { istanbulDateTimeField } from '@/lib/validation/form-fields';
import { ADDRESS_MIN, SLOT_PATTERN } from './survey-form';

/**
 * The start: an offered slot (`slot`, its ISO instant), or a time outside the offered slots
 * (`outsideAt`, İstanbul `datetime-local`), which wins when both are sent. Either may be empty.
 */
export const surveyStartFields = {
  slot: z.union([z.literal(''), z.string().regex(SLOT_PATTERN)]).optional(),
  outsideAt: z.union([z.literal(''), istanbulDateTimeField()]).optional(),
};

export interface SurveyStart {
  startsAt: string;
  /** Placed outside the offered slots by staff's explicit choice. */
  outsideSlots: boolean;
}

/** The start the staff chose, or undefined (no slot and no time outside the slots). */
export function surveyStart(value: { slot?: string; outsideAt?: Date | '' }): SurveyStart | undefined {
  if (value.outsideAt) return { startsAt: value.outsideAt.toISOString(), outsideSlots: true };
  if (value.slot) return { startsAt: value.slot, outsideSlots: false };
  return undefined;
}

/** What a staff booking or move answered, as the notice both pages show. */
export function staffSurveyNotice(
  result: { ok: true; moved: boolean } | { ok: false; reason: 'taken' | 'late' | 'kind' | 'past' },
): StaffSurveyNotice | 'islem-basarisiz' {
  if (result.ok) return result.moved ? 'kesif-tasindi' : 'kesif-kaydedildi';
  if (result.reason === 'kind') return 'islem-basarisiz';
  return result.reason === 'past' ? 'kesif-gecmis' : 'kesif-dolu';
}

/** The notices of staff booking, moving and cancelling a survey: one text on the lead page and the calendar. */
export const STAFF_SURVEY_NOTICES = {
  'kesif-kaydedildi': { text: 'Keşif randevusu kaydedildi; müşteriye e-posta gidecek.', tone: 'success' },
  'kesif-tasindi': { text: 'Keşif randevusu taşındı; müşteriye e-posta gidecek.', tone: 'success' },
  'kesif-iptal': { text: 'Keşif randevusu iptal edildi; müşteriye e-posta gidecek.', tone: 'success' },
  'kesif-dolu': { text: 'Seçilen saat dolu ya da artık sunulmuyor. Başka bir saat seçin.', tone: 'error' },
  'kesif-gecmis': { text: 'Geçmiş bir saate keşif verilemez. İleri bir saat yazın.', tone: 'error' },
  'kesif-saat-secin': { text: 'Keşif için bir gün ve saat seçin.', tone: 'error' },
  'kesif-adres-gerekli': {
    text: `Ev ziyareti için açık adresi yazın (en az ${ADDRESS_MIN} karakter).`,
    tone: 'error',
  },
} as const satisfies Record<string, { text: string; tone: 'success' | 'error' }>;
export type StaffSurveyNotice = keyof typeof STAFF_SURVEY_NOTICES;
