// The one schema of the contact and quote forms, used by the browser (instant
// feedback) and by the server actions (the real check). No server imports.
import { z } from 'zod';

export const LEAD_MESSAGES = {
  required: 'Lütfen tüm zorunlu alanları doldurun.',
  email: 'Lütfen geçerli bir e-posta adresi girin.',
  phone: 'Lütfen geçerli bir telefon numarası girin.',
  service: 'Lütfen listeden bir hizmet seçin.',
  success: 'Talebiniz başarıyla alındı! Ekiplerimiz en kısa zamanda geri dönüş yapacak.',
  contactFailure: 'Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  quoteFailure: 'Teklif talebi gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  rateLimited: 'Kısa sürede çok fazla talep gönderildi. Lütfen bizi telefonla arayın ya da WhatsApp’tan yazın; hemen yardımcı olalım.',
} as const;

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
export type LeadKind = 'contact' | 'quote';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'service', 'message'] as const;
export const QUOTE_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'fromLocation', 'toLocation', 'service', 'message'] as const;

const REQUIRED: Record<LeadKind, readonly LeadField[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'message'],
  quote: ['firstName', 'lastName', 'email', 'phone', 'fromLocation', 'toLocation', 'service'],
};

export function isRequired(kind: LeadKind, field: LeadField): boolean {
  return REQUIRED[kind].includes(field);
}

const trimmed = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim());

function schemaFor(kind: LeadKind, fields: readonly LeadField[]) {
  const shape = Object.fromEntries(fields.map((f) => [f, trimmed])) as Record<LeadField, typeof trimmed>;
  return z.object(shape).superRefine((values, ctx) => {
    const v = values as Record<LeadField, string>;
    const fail = (fields: LeadField[], message: string) => {
      for (const field of fields) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    // SPEC.md section 5, in order; the first failing rule is the message shown.
    const missing = REQUIRED[kind].filter((f) => !v[f]);
    if (missing.length) return fail(missing, LEAD_MESSAGES.required);
    if (!EMAIL_PATTERN.test(v.email)) return fail(['email'], LEAD_MESSAGES.email);
    if (!PHONE_PATTERN.test(v.phone)) return fail(['phone'], LEAD_MESSAGES.phone);
    if (kind === 'quote' && !(QUOTE_SERVICES as readonly string[]).includes(v.service)) return fail(['service'], LEAD_MESSAGES.service);
    const tooLong = fields.filter((f) => v[f].length > MAX_LENGTHS[f]);
    for (const f of tooLong) fail([f], `${FIELD_LABELS[f]} en fazla ${MAX_LENGTHS[f]} karakter olabilir.`);
  });
}

export const contactSchema = schemaFor('contact', CONTACT_FIELDS);
export const quoteSchema = schemaFor('quote', QUOTE_FIELDS);

export type ContactInput = z.output<typeof contactSchema>;
export type QuoteInput = z.output<typeof quoteSchema>;

export interface ValidationResult<T> {
  ok: boolean;
  data?: T;
  /** The first rule's message, for the banner. */
  message?: string;
  fieldErrors: Partial<Record<LeadField, string>>;
}

function validate<T>(schema: z.ZodType<T>, input: Record<string, unknown>): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, fieldErrors: {} };
  const fieldErrors: Partial<Record<LeadField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message, fieldErrors };
}

export function validateLead(kind: 'contact', input: Record<string, unknown>): ValidationResult<ContactInput>;
export function validateLead(kind: 'quote', input: Record<string, unknown>): ValidationResult<QuoteInput>;
export function validateLead(kind: LeadKind, input: Record<string, unknown>): ValidationResult<ContactInput | QuoteInput>;
export function validateLead(kind: LeadKind, input: Record<string, unknown>) {
  return kind === 'contact' ? validate(contactSchema, input) : validate(quoteSchema, input);
}
