// Zod fields for forms as browsers send them: every value a string, an absent field
// undefined. Strict on purpose: a value that is not one of the known ones, a number not
// written in plain decimal digits, or a text over its length is refused, never replaced
// by a default (docs/decisions/025-one-action-shape.md). Browser-safe.
import { z } from 'zod';
import { istanbulLocalToDate } from '@/lib/istanbul-time';

// After spaces are normalised and a trailing "TL" is dropped; a leading minus is read apart.
/** "1.500", "15.000", "15.000,50": a dot before exactly three digits groups thousands. */
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** "1 250 000", "1 250 000,50". */
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:,\d+)?$/;
/** "1500", "2.5", "2,5". */
const PLAIN = /^\d+(?:[.,]\d+)?$/;

/**
 * A number as staff type it: "1500", "1.500", "1 500", "15.000,50", "2,5", "2.5", with an
 * optional leading minus (so that a bound can refuse it with its own message) and "TL".
 * NaN for anything else: hex ("0x10"), exponents ("1e3"), "Infinity", a plus sign, empty text.
 * A number passes through when it is finite.
 */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  let text = value
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/ ?TL$/i, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  let digits: string;
  if (DOT_GROUPED.test(text)) digits = text.replaceAll('.', '');
  else if (SPACE_GROUPED.test(text)) digits = text.replaceAll(' ', '');
  else if (PLAIN.test(text)) digits = text;
  else return Number.NaN;
  const n = Number(digits.replace(',', '.'));
  if (!Number.isFinite(n)) return Number.NaN;
  return negative ? -n : n;
}

/**
 * A number field: the text read strictly (readNumber), then checked by `schema`, which
 * carries the field's bounds, whole-number rule and messages. Its "not a number" message
 * answers empty text, hex, exponents and "Infinity".
 */
export function numberField<S extends z.ZodNumber>(schema: S) {
  return z.preprocess(readNumber, schema);
}

/** A whole number within bounds, in plain digits (grouped thousands allowed). */
export function integerField({ min, max, label = 'Bu alan' }: { min: number; max: number; label?: string }) {
  return numberField(
    z
      .number({ error: `${label} için bir sayı girin.` })
      .int({ error: `${label} tam sayı olmalıdır.` })
      .min(min, { error: `${label} en az ${min} olmalıdır.` })
      .max(max, { error: `${label} en çok ${max} olabilir.` }),
  );
}

/** One of `values`; anything else (an unknown lead kind, status, …) is refused, never defaulted. */
export function oneOf<const T extends string>(values: readonly T[], error = 'Listede olmayan bir değer seçildi.') {
  return z.custom<T>((value) => typeof value === 'string' && (values as readonly string[]).includes(value), {
    error,
  });
}

/**
 * Text, trimmed, with line breaks as "\n" (a browser sends "\r\n", which would count twice
 * against the field's `maxLength`); `singleLine` folds every run of white space into one
 * space. Longer than `max` is refused; empty is refused when `required`. Absent reads as "".
 */
export function textField({
  max,
  required = false,
  singleLine = false,
  error = 'Geçersiz metin.',
}: {
  max: number;
  required?: boolean;
  singleLine?: boolean;
  error?: string;
}) {
  return z
    .string({ error })
    .optional()
    .transform((value = '') => {
      const text = value.replace(/\r\n?/g, '\n');
      return (singleLine ? text.replace(/\s+/g, ' ') : text).trim();
    })
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error })
        .max(max, { error }),
    );
}

/** The id of a stored row (a UUID or a short slug): letters, digits, "-" and "_". */
export function idField(error = 'Geçersiz kayıt.') {
  return z.string({ error }).regex(/^[\w-]{1,64}$/, { error });
}

/** A hidden on/off field sent as "1" when on; absent is off, any other value is refused. */
export function flagField() {
  return z
    .literal('1')
    .optional()
    .transform((value) => value === '1');
}

/** A `datetime-local` value ("2026-11-23T14:30"), Istanbul time, as an instant. */
export function istanbulDateTimeField(error = 'Geçerli bir tarih ve saat girin.') {
  return z.string({ error }).transform((value, ctx) => {
    const date = istanbulLocalToDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return date;
  });
}

/** An address to return to (a query string the page wrote); cut, not refused, past `max`. */
export function returnField(max = 500) {
  return z
    .string()
    .optional()
    .transform((value = '') => value.slice(0, max));
}

/**
 * A sent form as the object zod parses: each text field by name (its first value, as
 * `FormData.get` reads it); files and the framework's own fields (`$ACTION_…`) are left out.
 */
export function formFields(form: FormData, accept: (name: string) => boolean = () => true): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || !accept(name) || name in fields) continue;
    fields[name] = value;
  }
  return fields;
}
