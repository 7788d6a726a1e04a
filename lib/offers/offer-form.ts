// The offer editor's form (docs/decisions/036-offer-editor.md): lines as rows of inputs
// (`line.{i}.label`, `line.{i}.amount`, `line.{i}.remove`), lists as one item a line, and the
// rest as plain fields. Read strictly, with Turkish messages by field name; browser-safe.
import { DEFAULT_PAYMENT_TERMS, DEFAULT_VALIDITY_DAYS, offerContentSchema, type OfferContent } from './types';

/** Most lines an offer takes (the schema's limit). */
export const MAX_LINES = 60;
export const MAX_LIST_ITEMS = 30;

/** The offer without its KDV: that is the company's setting, added by the action. */
export type OfferFormValue = Omit<OfferContent, 'vat'>;
export type OfferFormResult = { ok: true; value: OfferFormValue } | { ok: false; errors: Record<string, string> };

/** "12500", "12.500", "-1.000": whole TL, dots only as thousands separators. Anything else ("0x10", "1e3", "12,5") is refused. */
const AMOUNT = /^-?(?:\d{1,8}|\d{1,3}(?:\.\d{3}){1,2})$/;

export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '').replace(/TL$/i, '');
  if (!AMOUNT.test(compact)) return null;
  const n = Number(compact.replace(/\./g, ''));
  return Number.isSafeInteger(n) && Math.abs(n) <= 10_000_000 ? n : null;
}

const listOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** The number of line rows a sent form has (the highest row index + 1, at most MAX_LINES + 1). */
export function lineRowCount(fields: Readonly<Record<string, string>>): number {
  let count = 0;
  for (const name of Object.keys(fields)) {
    const match = /^line\.(\d{1,3})\.(?:label|amount)$/.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return Math.min(count, MAX_LINES + 1);
}

/** Reads the editor's fields; every refusal has a Turkish message under its field's name. */
export function parseOfferForm(fields: Readonly<Record<string, string>>): OfferFormResult {
  const errors: Record<string, string> = {};
  const fail = (name: string, message: string) => {
    errors[name] ??= message;
  };
  const field = (name: string) => (fields[name] ?? '').trim();

  const lines: OfferContent['lines'] = [];
  for (let i = 0; i < lineRowCount(fields); i++) {
    const label = field(`line.${i}.label`);
    const amountText = field(`line.${i}.amount`);
    // A removed row, or a row left empty (the one "Satır ekle" adds), is not a line.
    if (fields[`line.${i}.remove`] || (!label && !amountText)) continue;
    if (!label) fail(`line.${i}.label`, 'Satırın açıklamasını yazın.');
    else if (label.length > 200) fail(`line.${i}.label`, 'Açıklama en çok 200 karakter olabilir.');
    const amount = parseAmount(amountText);
    if (amount === null)
      fail(`line.${i}.amount`, 'Tutar TL olarak tam sayı olmalı (örnek: 12.500; indirim için -1.000).');
    if (label && label.length <= 200 && amount !== null) lines.push({ label, amount });
  }
  if (lines.length === 0 && !Object.keys(errors).some((k) => k.startsWith('line.')))
    fail('lines', 'Teklifte en az bir satır olmalı.');
  if (lines.length > MAX_LINES) fail('lines', `Teklifte en çok ${MAX_LINES} satır olabilir.`);

  const moveDate = field('moveDate');
  const moveDateEnd = field('moveDateEnd');
  if (!realDay(moveDate)) fail('moveDate', 'Taşıma tarihini seçin.');
  if (moveDateEnd && !realDay(moveDateEnd)) fail('moveDateEnd', 'Son günü geçerli bir tarih olarak seçin.');
  else if (moveDateEnd && realDay(moveDate) && moveDateEnd < moveDate)
    fail('moveDateEnd', 'Son gün, ilk günden önce olamaz.');

  const text = (name: string, max: number, label: string) => {
    const value = field(name);
    if (value.length > max) fail(name, `${label} en çok ${max} karakter olabilir.`);
    return value;
  };
  const vehicles = text('vehicles', 300, 'Araçlar');
  const crew = text('crew', 300, 'Ekip');
  const paymentTerms = text('paymentTerms', 500, 'Ödeme koşulları');
  if (!paymentTerms) fail('paymentTerms', 'Ödeme koşullarını yazın.');
  const note = text('note', 2000, 'Not');

  const list = (name: string, label: string, max: number) => {
    const items = listOf(fields[name] ?? '');
    if (items.length > MAX_LIST_ITEMS) fail(name, `${label} en çok ${MAX_LIST_ITEMS} madde olabilir.`);
    if (items.some((item) => item.length > max)) fail(name, `${label}: her madde en çok ${max} karakter olabilir.`);
    return items;
  };
  const included = list('included', 'Fiyata dahil olanlar', 200);
  const excluded = list('excluded', 'Fiyata dahil olmayanlar', 200);
  const assumptions = list('assumptions', 'Varsayımlar', 300).map((label) => ({ label }));

  const validityText = field('validityDays');
  const validityDays = /^\d{1,2}$/.test(validityText) ? Number(validityText) : NaN;
  if (!(validityDays >= 1 && validityDays <= 90))
    fail('validityDays', 'Geçerlilik 1 ile 90 gün arasında tam sayı olmalı.');

  if (Object.keys(errors).length) return { ok: false, errors };
  const value: OfferFormValue = {
    lines,
    moveDate,
    moveDateEnd: moveDateEnd || null,
    vehicles,
    crew,
    included,
    excluded,
    assumptions,
    validityDays,
    paymentTerms,
    note,
  };
  // The stored shape's own check, as the repository runs it: nothing passes here that it refuses.
  const checked = offerContentSchema.omit({ vat: true }).safeParse(value);
  if (!checked.success) return { ok: false, errors: { lines: 'Teklif kaydedilemedi: alanları kontrol edin.' } };
  return { ok: true, value: checked.data };
}

const amountFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** The editor's field values of an offer (amounts as staff type them: "12.500"), plus `extraRows` empty rows. */
export function offerFormValues(content: OfferFormValue, extraRows = 0): Record<string, string> {
  const values: Record<string, string> = {
    moveDate: content.moveDate,
    moveDateEnd: content.moveDateEnd ?? '',
    vehicles: content.vehicles,
    crew: content.crew,
    included: content.included.join('\n'),
    excluded: content.excluded.join('\n'),
    assumptions: content.assumptions.map((a) => a.label).join('\n'),
    validityDays: String(content.validityDays || DEFAULT_VALIDITY_DAYS),
    paymentTerms: content.paymentTerms || DEFAULT_PAYMENT_TERMS,
    note: content.note,
  };
  content.lines.forEach((line, i) => {
    values[`line.${i}.label`] = line.label;
    values[`line.${i}.amount`] = amountFormat.format(line.amount);
  });
  for (let i = content.lines.length; i < content.lines.length + extraRows; i++) {
    values[`line.${i}.label`] = '';
    values[`line.${i}.amount`] = '';
  }
  return values;
}

/** Whether a field name belongs to the editor (React's own fields and the lead's are left out). */
export function isOfferField(name: string): boolean {
  return (
    /^line\.\d{1,3}\.(?:label|amount|remove)$/.test(name) ||
    [
      'moveDate',
      'moveDateEnd',
      'vehicles',
      'crew',
      'included',
      'excluded',
      'assumptions',
      'validityDays',
      'paymentTerms',
      'note',
    ].includes(name)
  );
}

/** The editor's answer when it does not move on: what was typed, a message by field, how many line rows to show. */
export interface OfferFormState {
  status: 'idle' | 'invalid' | 'failed';
  values: Record<string, string>;
  errors: Record<string, string>;
  rows: number;
  message: string;
  /** When the server answered: a new answer re-mounts the fields with its values. */
  answeredAt?: number;
}
