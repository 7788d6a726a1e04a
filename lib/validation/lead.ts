// The one set of rules of the contact and quote forms, used by the browser (instant
// feedback, through validateLead) and by the lead route handler (the real check, through
// the zod schema in ./lead-schema.ts, which applies these same rules). No server imports,
// and no zod: the forms' pages ship this module to phones (decision 020).
import type { LeadKind } from '@/lib/leads';

export type { LeadKind };

export const LEAD_MESSAGES = {
  required: 'Lütfen tüm zorunlu alanları doldurun.',
  email: 'Lütfen geçerli bir e-posta adresi girin.',
  phone: 'Lütfen geçerli bir telefon numarası girin.',
  service: 'Lütfen listeden bir hizmet seçin.',
  success: 'Talebiniz başarıyla alındı! Ekiplerimiz en kısa zamanda geri dönüş yapacak.',
  /** The same form sent again (a double click, a resend after a lost answer): nothing new was stored. */
  duplicate:
    'Bu talebiniz bize daha önce ulaşmıştı; ikinci kez kaydetmedik. Ekiplerimiz en kısa zamanda geri dönüş yapacak.',
  /** Shown by the browser when the request got no answer (the form keeps what was typed). */
  connectionLost:
    'Bağlantı koptuğu için talebiniz gönderilemedi. Yazdıklarınız formda duruyor: tekrar deneyebilir, bizi arayabilir ya da WhatsApp’tan yazabilirsiniz.',
  contactFailure: 'Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  quoteFailure: 'Teklif talebi gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  /** A valid form the server could not store (its database cannot be written or is down): nothing was kept. */
  contactNotStored:
    'Mesajınız şu anda kaydedilemedi; sistemimizde geçici bir sorun var. Yazdıklarınız formda duruyor: biraz sonra yeniden gönderebilir, bizi arayabilir ya da WhatsApp’tan yazabilirsiniz.',
  quoteNotStored:
    'Teklif talebiniz şu anda kaydedilemedi; sistemimizde geçici bir sorun var. Yazdıklarınız formda duruyor: biraz sonra yeniden gönderebilir, bizi arayabilir ya da WhatsApp’tan yazabilirsiniz.',
  rateLimited:
    'Kısa sürede çok fazla talep gönderildi. Lütfen bizi telefonla arayın ya da WhatsApp’tan yazın; hemen yardımcı olalım.',
  name: 'Lütfen adınızı ve soyadınızı harflerle yazın.',
  /** A valid form sent before the minimum fill time, without JavaScript: one more send passes. */
  resend: 'Talebinizi tamamlamak için lütfen formu bir kez daha gönderin; bilgileriniz aşağıda duruyor.',
  tooLarge:
    'Gönderdiğiniz form çok büyük olduğu için alınamadı. Lütfen mesajınızı kısaltıp yeniden gönderin ya da bizi telefonla arayın.',
} as const;

/** The largest form body accepted (a full form is far smaller); larger ones are refused before reading. */
export const LEAD_BODY_LIMIT_BYTES = 64 * 1024;

/** Options of the quote form's service field, exactly as SPEC.md lists them. */
export const QUOTE_SERVICES = [
  'Şehir İçi Taşıma',
  'Şehirlerarası Taşıma',
  'Ofis Taşıma',
  'Parça Eşya Taşıma',
  'Ev Taşıma',
  'Endüstriyel Taşıma',
] as const;

/** Subject stored for a contact message without a chosen service. */
export const GENERAL_SUBJECT = 'Genel İletişim';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[\d\s+()-]{10,}$/;
/** A phone number has at least this many digits, whatever punctuation surrounds them. */
export const PHONE_MIN_DIGITS = 10;

export const FIELD_LABELS = {
  firstName: 'Ad',
  lastName: 'Soyad',
  phone: 'Telefon',
  email: 'E-posta',
  fromLocation: 'Nereden',
  toLocation: 'Nereye',
  service: 'Hizmet',
  message: 'Mesaj',
} as const;

export const MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  fromLocation: 120,
  toLocation: 120,
  service: 120,
  message: 5000,
} as const;

export type LeadField = keyof typeof FIELD_LABELS;

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'service', 'message'] as const;
export const QUOTE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'fromLocation',
  'toLocation',
  'service',
  'message',
] as const;

/** The fields of each kind's form, in the order it shows them. */
export const LEAD_FORM_FIELDS: Record<LeadKind, readonly LeadField[]> = {
  contact: CONTACT_FIELDS,
  quote: QUOTE_FIELDS,
};

const REQUIRED: Record<LeadKind, readonly LeadField[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'message'],
  quote: ['firstName', 'lastName', 'email', 'phone', 'fromLocation', 'toLocation', 'service'],
};

/**
 * What each empty required field lacks, said under that field on the staff's "Yeni talep" form
 * (issue 35: one generic sentence under seven fields told nothing).
 */
export const MISSING_FIELD_MESSAGES: Record<LeadField, string> = {
  firstName: 'Müşterinin adını yazın.',
  lastName: 'Müşterinin soyadını yazın.',
  phone: 'Telefon numarasını yazın.',
  email: 'E-posta adresini yazın.',
  fromLocation: 'Eşyaların alınacağı yeri (nereden) yazın.',
  toLocation: 'Eşyaların götürüleceği yeri (nereye) yazın.',
  service: 'Listeden bir hizmet seçin.',
  message: 'Müşterinin mesajını ya da isteğini yazın.',
};

/** The banner over a staff form with empty required fields: which ones, by their labels. */
export const missingFieldsMessage = (fields: readonly LeadField[]) =>
  `Eksik alan${fields.length > 1 ? 'lar' : ''}: ${fields.map((f) => FIELD_LABELS[f]).join(', ')}.`;

export function isRequired(kind: LeadKind, field: LeadField): boolean {
  return REQUIRED[kind].includes(field);
}

// Control characters: C0 (but tab and line feed are handled apart), DEL and C1.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const SINGLE_LINE_SPACES = /[\t\n\r\v\f\u2028\u2029]/g;
/** Characters that show nothing: format characters (zero-width space, joiners, marks, BOM) and blank fillers. */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;
const EDGES = /^[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]+|[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]+$/gu;

/**
 * Removes what no visitor means to send before anything is checked or stored:
 * NUL and the other control characters. The message keeps its line breaks (as
 * `\n`) and tabs; in one-line fields a tab or line break becomes a space.
 */
export function sanitizeLeadValue(field: LeadField, value: string): string {
  if (field === 'message') return value.replace(LINE_BREAKS, '\n').replace(CONTROLS, '');
  return value.replace(SINGLE_LINE_SPACES, ' ').replace(CONTROLS, '');
}

/** `value` cut to the field's maximum length, never through the middle of a character. */
export function truncateLeadValue(field: LeadField, value: string): string {
  const max = MAX_LENGTHS[field];
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** What a visitor's values look like when sent back with an error: cleaned and no longer than each field allows. */
export function echoLeadValues(values: Partial<Record<LeadField, string>>): Partial<Record<LeadField, string>> {
  return Object.fromEntries(
    Object.entries(values).map(([f, v]) => [
      f,
      truncateLeadValue(f as LeadField, sanitizeLeadValue(f as LeadField, v ?? '')),
    ]),
  );
}

/** The bytes of a form's names and values in UTF-8: what its body carries, framing aside. */
export function formDataBytes(form: FormData): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const [name, value] of form.entries()) {
    bytes += encoder.encode(name).length + (typeof value === 'string' ? encoder.encode(value).length : value.size);
  }
  return bytes;
}

/** `value` without the characters that show nothing. */
function visible(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

/** A submitted value as the rules see it and the lead stores it: cleaned, without blank edges. */
export function normalizeLeadValue(field: LeadField, value: string | undefined): string {
  return sanitizeLeadValue(field, value ?? '').replace(EDGES, '');
}

export interface LeadIssue {
  field: LeadField;
  message: string;
}

/**
 * What is wrong with a form's normalized values: SPEC.md section 5, in order; the first
 * failing rule decides (its message is shown), only field lengths are listed together.
 */
export function leadIssues(
  kind: LeadKind,
  v: Record<LeadField, string>,
  { emailOptional = false, namedMissing = false }: { emailOptional?: boolean; namedMissing?: boolean } = {},
): LeadIssue[] {
  const fields = LEAD_FORM_FIELDS[kind];
  const fail = (failing: readonly LeadField[], message: string) => failing.map((field) => ({ field, message }));
  const missing = REQUIRED[kind].filter((f) => !visible(v[f]) && !(emailOptional && f === 'email'));
  // Staff forms name what each field lacks (the banner lists them: missingFieldsMessage).
  if (missing.length && namedMissing)
    return missing.map((field) => ({ field, message: MISSING_FIELD_MESSAGES[field] }));
  if (missing.length) return fail(missing, LEAD_MESSAGES.required);
  if ((v.email !== '' || !emailOptional) && !EMAIL_PATTERN.test(v.email)) return fail(['email'], LEAD_MESSAGES.email);
  if (!PHONE_PATTERN.test(v.phone) || (v.phone.match(/\d/g)?.length ?? 0) < PHONE_MIN_DIGITS)
    return fail(['phone'], LEAD_MESSAGES.phone);
  const nameless = (['firstName', 'lastName'] as const).filter((f) => !/\p{L}/u.test(visible(v[f])));
  if (nameless.length) return fail(nameless, LEAD_MESSAGES.name);
  if (kind === 'quote' && !(QUOTE_SERVICES as readonly string[]).includes(v.service))
    return fail(['service'], LEAD_MESSAGES.service);
  return fields
    .filter((f) => v[f].length > MAX_LENGTHS[f])
    .map((f) => ({ field: f, message: `${FIELD_LABELS[f]} en fazla ${MAX_LENGTHS[f]} karakter olabilir.` }));
}

export interface ValidationResult<T> {
  ok: boolean;
  data?: T;
  /** The first rule's message, for the banner. */
  message?: string;
  fieldErrors: Partial<Record<LeadField, string>>;
}

/** The result of a list of issues: the first message, and each field's first. */
export function resultOf<T>(issues: readonly LeadIssue[], data: T): ValidationResult<T> {
  if (!issues.length) return { ok: true, data, fieldErrors: {} };
  const fieldErrors: Partial<Record<LeadField, string>> = {};
  for (const issue of issues) fieldErrors[issue.field] ??= issue.message;
  return { ok: false, message: issues[0]!.message, fieldErrors };
}

/** The browser's check of a form (every value a string): the same rules as the server's. */
export function validateLead(
  kind: LeadKind,
  input: Record<string, unknown>,
): ValidationResult<Partial<Record<LeadField, string>>> {
  const fields = LEAD_FORM_FIELDS[kind];
  const values = Object.fromEntries(
    fields.map((f) => [f, normalizeLeadValue(f, typeof input[f] === 'string' ? input[f] : undefined)]),
  ) as Record<LeadField, string>;
  return resultOf(leadIssues(kind, values), values);
}
