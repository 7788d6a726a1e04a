// The customer's answers to an offer, as plain HTML forms post them (no JavaScript needed):
// "Teklifi onayla", "Değişiklik istiyorum", "Vazgeçtim". One zod schema per form, Turkish
// messages; what was typed comes back with the errors. Browser-safe.
import { z } from 'zod';

export const ANSWER_INTENTS = ['accept', 'change', 'decline'] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

export const TERMS_LABEL = 'Teklifi ve taşıma koşullarını okudum, kabul ediyorum';
export const ASSUMPTION_CONFIRM = 'Bu bilgiler doğru';
/** The separate, unticked consent to messages about the move's follow-up (issue 29): the review request. */
export const FOLLOW_UP_FIELD = 'followUpConsent';
export const FOLLOW_UP_LABEL =
  'Taşınmamdan sonra, taşınmanın nasıl geçtiğini sormak için bana bir kez e-posta gönderilebilir (isteğe bağlı)';

/** The name of the checkbox that confirms assumption `i`. */
export const assumptionField = (i: number) => `assumption-${i}`;

export interface AcceptValues {
  fullName: string;
  fromAddress: string;
  toAddress: string;
}

export interface AnswerErrors {
  /** Field name → message (an assumption's checkbox by its field name). */
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the form again. */
  values: Record<string, string>;
}

export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & AnswerErrors);

const address = (what: string) =>
  z
    .string()
    .trim()
    .min(10, `${what} açık adresini (mahalle, cadde/sokak, bina ve daire numarası) yazın.`)
    .max(300, `${what} adresi en çok 300 karakter olabilir.`);

const acceptSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Adınızı ve soyadınızı yazın.')
    .max(120, 'Ad soyad en çok 120 karakter olabilir.')
    .refine((name) => /\S+\s+\S+/.test(name), 'Adınızı ve soyadınızı birlikte yazın.'),
  fromAddress: address('Eşyaların alınacağı'),
  toAddress: address('Eşyaların götürüleceği'),
});

const ticked = (form: FormData, name: string) => form.get(name) === 'on';
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** "Teklifi onayla": name and both street addresses, every assumption and the terms confirmed. */
export function parseAcceptForm(form: FormData, assumptionCount: number): Parsed<AcceptValues> {
  const values = {
    fullName: textOf(form, 'fullName'),
    fromAddress: textOf(form, 'fromAddress'),
    toAddress: textOf(form, 'toAddress'),
  };
  const fieldErrors: Record<string, string> = {};
  const result = acceptSchema.safeParse(values);
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      fieldErrors[key] ??= issue.message;
    }
  const echoed: Record<string, string> = { ...values };
  for (let i = 0; i < assumptionCount; i++) {
    const name = assumptionField(i);
    if (ticked(form, name)) echoed[name] = 'on';
    else fieldErrors[name] = 'Teklifi onaylamak için bu bilginin doğru olduğunu işaretleyin.';
  }
  if (ticked(form, FOLLOW_UP_FIELD)) echoed[FOLLOW_UP_FIELD] = 'on';
  if (ticked(form, 'terms')) echoed.terms = 'on';
  else fieldErrors.terms = 'Teklifi onaylamak için koşulları okuduğunuzu ve kabul ettiğinizi işaretleyin.';
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values: echoed };
  return { ok: true, data: result.data };
}

const changeSchema = z.object({
  message: z
    .string()
    .trim()
    .min(5, 'Neyin değişmesini istediğinizi birkaç kelimeyle yazın.')
    .max(2000, 'Mesaj en çok 2000 karakter olabilir.'),
});

/** "Değişiklik istiyorum": a message is needed. */
export function parseChangeForm(form: FormData): Parsed<{ message: string }> {
  const values = { message: textOf(form, 'message') };
  const result = changeSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fieldErrors: { message: result.error.issues[0]!.message }, values };
}

/** "Vazgeçtim": the reason is optional. */
export function parseDeclineForm(form: FormData): Parsed<{ reason: string }> {
  const values = { reason: textOf(form, 'reason') };
  const reason = values.reason.trim();
  if (reason.length > 2000)
    return { ok: false, fieldErrors: { reason: 'Açıklama en çok 2000 karakter olabilir.' }, values };
  return { ok: true, data: { reason } };
}

/**
 * What a refused form leaves for the page after the redirect (Post/Redirect/Get): which form,
 * for which version, a message, the field errors and what was typed. Kept a few minutes in a
 * cookie limited to the customer's page.
 */
export interface AnswerFlash extends AnswerErrors {
  intent: AnswerIntent;
  version: number;
  message: string;
}

export const ANSWER_FLASH_COOKIE = 'hn-teklif-yanit';
export const ANSWER_FLASH_MAX_AGE = 300;
