// The customer's survey form on /talep/{token} ("Keşif randevusu al"), as a plain HTML form
// posts it (no JavaScript needed): the slot, the kind and, for a home visit, the address.
// What the page shows after the redirect travels in a short cookie (Post/Redirect/Get).
// Browser-safe.
import { isSurveyKind, type SurveyKind } from './survey-hours';

export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 300;

/**
 * A home visit's street-level address (trimmed, one line), null for a video call, undefined
 * when a home visit's address is missing or too short or long.
 */
export function parseSurveyAddress(kind: SurveyKind, text: string): string | null | undefined {
  if (kind !== 'ev') return null;
  const address = text.replace(/\s+/g, ' ').trim();
  return address.length >= ADDRESS_MIN && address.length <= ADDRESS_MAX ? address : undefined;
}

export const SURVEY_INTENTS = ['book', 'cancel'] as const;
export type SurveyIntent = (typeof SURVEY_INTENTS)[number];

export interface SurveyRequest {
  intent: SurveyIntent;
  slot: string;
  kind: SurveyKind;
  address: string | null;
}

export interface SurveyFlash {
  /** `done`: booked, moved or cancelled; `error`: refused, with messages and what was chosen. */
  status: 'done' | 'error';
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** After losing a slot: the next free slots (their starts), offered first. */
  suggestions: string[];
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
export const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Reads the posted form: the request, or the messages by field with what was chosen. */
export function parseSurveyForm(
  form: FormData,
):
  | { ok: true; request: SurveyRequest }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> } {
  const intent = text(form, 'intent') === 'cancel' ? 'cancel' : 'book';
  const values = { slot: text(form, 'slot'), surveyKind: text(form, 'surveyKind'), address: text(form, 'address') };
  if (intent === 'cancel') return { ok: true, request: { intent, slot: '', kind: 'ev', address: null } };
  const fieldErrors: Record<string, string> = {};
  if (!SLOT_PATTERN.test(values.slot)) fieldErrors.slot = 'Bir gün ve saat seçin.';
  const kind = isSurveyKind(values.surveyKind) ? values.surveyKind : null;
  if (!kind) fieldErrors.surveyKind = 'Keşif türünü seçin.';
  const address = kind ? parseSurveyAddress(kind, values.address) : null;
  if (kind && address === undefined)
    fieldErrors.address =
      values.address.trim().length > ADDRESS_MAX
        ? `Adres en çok ${ADDRESS_MAX} karakter olabilir.`
        : 'Ev ziyareti için açık adresinizi yazın: mahalle, cadde/sokak, bina ve daire numarası, ilçe.';
  if (Object.keys(fieldErrors).length > 0 || !kind || address === undefined) return { ok: false, fieldErrors, values };
  return { ok: true, request: { intent, slot: values.slot, kind, address } };
}

export const SURVEY_FLASH_COOKIE = 'hn-kesif';
export const SURVEY_FLASH_MAX_AGE = 300;
