// The survey hours staff set in "Keşif Saatleri" (docs/decisions/040-survey-slots.md): weekly
// hours per weekday, days off and special hours (exceptions), the slot length, how many
// surveys run at once (surveyors), the kinds offered, and until how many hours before a
// survey the customer may move or cancel it. The settings form's fields, reading it back with
// Turkish messages, and the saved value read back with the defaults. Browser-safe, pure.
import { z } from 'zod';
import type { SettingsFieldGroup } from '@/lib/admin/settings-form';
import { readNumber } from '@/lib/validation/form-fields';

export const SURVEY_KINDS = [
  { id: 'ev', label: 'Ev ziyareti', short: 'Evde keşif' },
  { id: 'video', label: 'Görüntülü görüşme', short: 'Görüntülü keşif' },
] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number]['id'];
export const isSurveyKind = (value: unknown): value is SurveyKind => SURVEY_KINDS.some((k) => k.id === value);
export const surveyKindLabel = (kind: string): string => SURVEY_KINDS.find((k) => k.id === kind)?.label ?? kind;

/** Monday first, as the weekly hours are kept (index 0 = Monday … 6 = Sunday). */
export const WEEKDAYS = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const;

/** "HH:MM" opening and closing in İstanbul. */
export interface DayHours {
  open: string;
  close: string;
}

/** A day off (hours null) or a day with its own hours, 'YYYY-MM-DD' in İstanbul. */
export interface SurveyException {
  date: string;
  hours: DayHours | null;
}

export interface SurveyHours {
  /** Index 0 = Monday … 6 = Sunday; null = no surveys that weekday. */
  weekly: (DayHours | null)[];
  exceptions: SurveyException[];
  slotMinutes: number;
  /** How many surveys can run at once. */
  surveyors: number;
  kinds: SurveyKind[];
  /** The customer can move or cancel until this many hours before the survey (and books at least this far ahead). */
  changeHours: number;
}

/** The key of the saved hours in site_settings. */
export const SURVEY_HOURS_KEY = 'survey-hours';

/** How many days ahead the customer sees free slots. */
export const BOOKING_DAYS = 14;

const WORKDAY: DayHours = { open: '09:00', close: '18:00' };

/** A fresh install: Monday to Saturday 09:00–18:00, one surveyor, 60-minute slots, both kinds, 3 hours. */
export const DEFAULT_SURVEY_HOURS: SurveyHours = {
  weekly: [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, null],
  exceptions: [],
  slotMinutes: 60,
  surveyors: 1,
  kinds: ['ev', 'video'],
  changeHours: 3,
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hoursSchema = z
  .object({ open: z.string().regex(TIME), close: z.string().regex(TIME) })
  .refine((h) => minutesOf(h.open) < minutesOf(h.close));
const savedSchema = z.object({
  weekly: z.array(hoursSchema.nullable()).length(7),
  exceptions: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), hours: hoursSchema.nullable() })),
  slotMinutes: z.number().int().min(15).max(240),
  surveyors: z.number().int().min(1).max(20),
  kinds: z.array(z.enum(['ev', 'video'])).min(1),
  changeHours: z.number().int().min(0).max(168),
});

/** The saved value, or the defaults when nothing (or something no longer valid) is saved. */
export function effectiveSurveyHours(saved: unknown): SurveyHours {
  if (saved === undefined || saved === null) return DEFAULT_SURVEY_HOURS;
  const parsed = savedSchema.safeParse(saved);
  return parsed.success ? parsed.data : DEFAULT_SURVEY_HOURS;
}

// --- The form ("Keşif Saatleri") --------------------------------------------------

const dayField = (i: number, edge: 'acilis' | 'kapanis') => `kh.gun.${i + 1}.${edge}`;
const F = {
  exceptions: 'kh.istisnalar',
  slot: 'kh.sure',
  surveyors: 'kh.kesifci',
  kinds: 'kh.turler',
  change: 'kh.degisiklik',
} as const;

const KIND_CHOICES = [
  { value: 'ikisi', label: 'Ev ziyareti ve görüntülü', kinds: ['ev', 'video'] as SurveyKind[] },
  { value: 'ev', label: 'Yalnızca ev ziyareti', kinds: ['ev'] as SurveyKind[] },
  { value: 'video', label: 'Yalnızca görüntülü', kinds: ['video'] as SurveyKind[] },
];

export function surveyHoursFormGroups(): SettingsFieldGroup[] {
  return [
    {
      id: 'haftalik',
      title: 'Haftalık keşif saatleri',
      description:
        'Her gün için ilk keşfin başlayabileceği ve son keşfin bitmesi gereken saat (İstanbul saati). İki alanı da boş bırakılan gün keşif yapılmaz.',
      wide: true,
      fields: WEEKDAYS.flatMap((day, i) => [
        { name: dayField(i, 'acilis'), label: `${day} başlangıç`, kind: 'time' as const },
        { name: dayField(i, 'kapanis'), label: `${day} bitiş`, kind: 'time' as const },
      ]),
    },
    {
      id: 'kurallar',
      title: 'Randevu kuralları',
      fields: [
        { name: F.slot, label: 'Bir keşfin süresi', kind: 'number', unit: 'dakika' },
        {
          name: F.surveyors,
          label: 'Aynı anda yapılabilecek keşif',
          kind: 'number',
          hint: 'Keşif yapan kişi sayısı: aynı saate en çok bu kadar randevu verilir.',
        },
        {
          name: F.kinds,
          label: 'Sunulan keşif türleri',
          kind: 'select',
          options: KIND_CHOICES.map(({ value, label }) => ({ value, label })),
        },
        {
          name: F.change,
          label: 'Müşteri randevusunu en geç kaç saat önce değiştirebilir',
          kind: 'number',
          unit: 'saat',
          hint: 'Müşteri bundan daha yakın bir saate de randevu alamaz.',
        },
      ],
    },
    {
      id: 'istisnalar',
      title: 'Tatiller ve özel günler',
      fields: [
        {
          name: F.exceptions,
          label: 'Kapalı günler ve özel saatler',
          kind: 'text',
          hint: 'Virgülle ayırın. Kapalı gün: 29.10.2026. Farklı saatlerle açık gün: 31.12.2026 09:00-13:00.',
        },
      ],
    },
  ];
}

/** "2026-10-29" → "29.10.2026". */
const dottedDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export function exceptionsText(exceptions: SurveyException[]): string {
  return exceptions
    .map((e) => (e.hours ? `${dottedDate(e.date)} ${e.hours.open}-${e.hours.close}` : dottedDate(e.date)))
    .join(', ');
}

export function surveyHoursFormValues(hours: SurveyHours): Record<string, string> {
  const values: Record<string, string> = {
    [F.exceptions]: exceptionsText(hours.exceptions),
    [F.slot]: String(hours.slotMinutes),
    [F.surveyors]: String(hours.surveyors),
    [F.kinds]: KIND_CHOICES.find((c) => c.kinds.join() === hours.kinds.join())?.value ?? 'ikisi',
    [F.change]: String(hours.changeHours),
  };
  hours.weekly.forEach((day, i) => {
    values[dayField(i, 'acilis')] = day?.open ?? '';
    values[dayField(i, 'kapanis')] = day?.close ?? '';
  });
  return values;
}

/** A real calendar date: "29.10.2026" or "2026-10-29" → "2026-10-29"; null otherwise. */
function readDate(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, mo, d] = m ? [Number(m[3]), Number(m[2]), Number(m[1])] : iso ? [+iso[1]!, +iso[2]!, +iso[3]!] : [0, 0, 0];
  if (!y) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Reads the exceptions text; a message naming the first entry that cannot be read. */
export function parseExceptions(text: string): { ok: true; value: SurveyException[] } | { ok: false; error: string } {
  const byDate = new Map<string, SurveyException>();
  for (const raw of text.split(/[,;\n]+/)) {
    const entry = raw.trim().replace(/\s+/g, ' ');
    if (!entry) continue;
    const m = /^(\S+)(?: (\d{1,2}[:.]\d{2}) ?[-–] ?(\d{1,2}[:.]\d{2}))?$/.exec(entry);
    const date = m ? readDate(m[1]!) : null;
    if (!m || !date)
      return { ok: false, error: `"${entry}" okunamadı: 29.10.2026 ya da 31.12.2026 09:00-13:00 yazın.` };
    let hours: DayHours | null = null;
    if (m[2] && m[3]) {
      const pad = (t: string) => t.replace('.', ':').padStart(5, '0');
      hours = { open: pad(m[2]), close: pad(m[3]) };
      if (!TIME.test(hours.open) || !TIME.test(hours.close) || minutesOf(hours.open) >= minutesOf(hours.close))
        return { ok: false, error: `"${entry}": başlangıç saati bitişten önce olmalı (ör. 09:00-13:00).` };
    }
    byDate.set(date, { date, hours });
  }
  return { ok: true, value: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

function wholeNumber(text: string | undefined, min: number, max: number, label: string): number | string {
  const n = readNumber(text ?? '');
  if (Number.isNaN(n)) return `${label} için bir sayı girin.`;
  if (!Number.isInteger(n)) return `${label} tam sayı olmalıdır.`;
  if (n < min) return `${label} en az ${min} olmalıdır.`;
  if (n > max) return `${label} en çok ${max} olabilir.`;
  return n;
}

/** Reads the sent form back: the hours to save, or Turkish messages by field name. */
export function parseSurveyHoursForm(
  fields: Readonly<Record<string, string>>,
): { ok: true; value: SurveyHours } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const weekly = WEEKDAYS.map((day, i): DayHours | null => {
    const open = (fields[dayField(i, 'acilis')] ?? '').trim();
    const close = (fields[dayField(i, 'kapanis')] ?? '').trim();
    if (!open && !close) return null;
    if (!TIME.test(open)) errors[dayField(i, 'acilis')] = `${day} için başlangıç saatini SS:DD olarak girin.`;
    if (!TIME.test(close)) errors[dayField(i, 'kapanis')] = `${day} için bitiş saatini SS:DD olarak girin.`;
    else if (TIME.test(open) && minutesOf(open) >= minutesOf(close))
      errors[dayField(i, 'kapanis')] = `${day} bitiş saati başlangıçtan sonra olmalı.`;
    return { open, close };
  });
  const slot = wholeNumber(fields[F.slot], 15, 240, 'Keşif süresi');
  if (typeof slot === 'string') errors[F.slot] = slot;
  else if (slot % 5 !== 0) errors[F.slot] = 'Keşif süresi 5 dakikanın katı olmalıdır.';
  const surveyors = wholeNumber(fields[F.surveyors], 1, 20, 'Aynı anda yapılabilecek keşif');
  if (typeof surveyors === 'string') errors[F.surveyors] = surveyors;
  const change = wholeNumber(fields[F.change], 0, 168, 'Değişiklik süresi');
  if (typeof change === 'string') errors[F.change] = change;
  const kinds = KIND_CHOICES.find((c) => c.value === fields[F.kinds])?.kinds;
  if (!kinds) errors[F.kinds] = 'Listeden bir seçenek seçin.';
  const exceptions = parseExceptions(fields[F.exceptions] ?? '');
  if (!exceptions.ok) errors[F.exceptions] = exceptions.error;
  if (Object.keys(errors).length > 0 || !exceptions.ok || !kinds) return { ok: false, errors };
  return {
    ok: true,
    value: {
      weekly,
      exceptions: exceptions.value,
      slotMinutes: slot as number,
      surveyors: surveyors as number,
      kinds,
      changeHours: change as number,
    },
  };
}

/** Each field's value as the settings history shows it. */
export function surveyHoursDisplay(hours: SurveyHours): Record<string, string> {
  const values = surveyHoursFormValues(hours);
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) shown[name] = value || 'kapalı';
  shown[F.kinds] = KIND_CHOICES.find((c) => c.value === values[F.kinds])?.label ?? values[F.kinds]!;
  shown[F.exceptions] = values[F.exceptions] || 'yok';
  return shown;
}
