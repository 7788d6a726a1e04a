// The lead route handler's check of a submitted form: zod at the boundary, applying the
// rules of ./lead.ts (the browser applies the same rules without zod, decision 020).
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  QUOTE_FIELDS,
  MISSING_FIELD_MESSAGES,
  leadIssues,
  missingFieldsMessage,
  normalizeLeadValue,
  resultOf,
  type LeadField,
  type LeadKind,
  type ValidationResult,
} from './lead';

function schemaFor(
  kind: LeadKind,
  fields: readonly LeadField[],
  options: { emailOptional?: boolean; namedMissing?: boolean } = {},
) {
  const shape = Object.fromEntries(
    fields.map((f) => [
      f,
      z
        .string()
        .optional()
        .transform((v) => normalizeLeadValue(f, v)),
    ]),
  ) as Record<LeadField, z.ZodPipe<z.ZodOptional<z.ZodString>, z.ZodTransform<string, string | undefined>>>;
  return z.object(shape).superRefine((values, ctx) => {
    for (const issue of leadIssues(kind, values as Record<LeadField, string>, options)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
}

export const contactSchema = schemaFor('contact', CONTACT_FIELDS);
export const quoteSchema = schemaFor('quote', QUOTE_FIELDS);

export type ContactInput = z.output<typeof contactSchema>;
export type QuoteInput = z.output<typeof quoteSchema>;

function parse<T>(schema: z.ZodType<T>, input: Record<string, unknown>): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return resultOf([], result.data);
  return resultOf(
    result.error.issues.map((issue) => ({ field: issue.path[0] as LeadField, message: issue.message })),
    undefined as T,
  );
}

const SCHEMAS = { contact: contactSchema, quote: quoteSchema } as const;

/**
 * A lead staff enter for a customer who phoned, wrote on WhatsApp or was referred ("Yeni
 * talep"): the public forms' rules, except that the e-mail may be left empty (a caller may
 * have none); one given must be valid.
 */
const STAFF_SCHEMAS = {
  contact: schemaFor('contact', CONTACT_FIELDS, { emailOptional: true, namedMissing: true }),
  quote: schemaFor('quote', QUOTE_FIELDS, { emailOptional: true, namedMissing: true }),
} as const;

/** Each empty field says what it lacks; the banner lists the empty fields by name. */
export function parseStaffLead(kind: LeadKind, input: Record<string, unknown>) {
  const result = parse(STAFF_SCHEMAS[kind] as z.ZodType<ContactInput | QuoteInput>, input);
  const missing = (Object.keys(result.fieldErrors) as LeadField[]).filter(
    (f) => result.fieldErrors[f] === MISSING_FIELD_MESSAGES[f],
  );
  return missing.length ? { ...result, message: missingFieldsMessage(missing) } : result;
}

export function parseLead(kind: 'contact', input: Record<string, unknown>): ValidationResult<ContactInput>;
export function parseLead(kind: 'quote', input: Record<string, unknown>): ValidationResult<QuoteInput>;
export function parseLead(kind: LeadKind, input: Record<string, unknown>): ValidationResult<ContactInput | QuoteInput>;
export function parseLead(kind: LeadKind, input: Record<string, unknown>) {
  return parse(SCHEMAS[kind], input);
}
