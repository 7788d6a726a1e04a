// Verified reviews and damage reports (issue 29; docs/decisions/045, 046): the fixed lists,
// the customer's two forms (one zod schema each, Turkish messages) and the rating figure's
// rules. Browser-safe.
import { z } from 'zod';

/** How the reviewer's name is shown: first name and initial with the district, without it, or not at all. */
export const NAME_DISPLAYS = [
  { id: 'name-district', label: 'Adım ve soyadımın baş harfi, ilçemle' },
  { id: 'name', label: 'Yalnızca adım ve soyadımın baş harfi' },
  { id: 'none', label: 'Adım gösterilmesin' },
] as const;
export type NameDisplay = (typeof NAME_DISPLAYS)[number]['id'];

/** The only reasons staff may hide a review for. */
export const HIDE_REASONS = [
  {
    id: 'kisisel-veri',
    label: 'Kişisel veri içeriyor',
    customer: 'yorum kişisel veri (ad, telefon, adres gibi) içerdiği için',
  },
  { id: 'hakaret', label: 'Hakaret içeriyor', customer: 'yorum hakaret içerdiği için' },
  { id: 'ilgisiz', label: 'Bu firmayla ilgili değil', customer: 'yorum firmamızın hizmetiyle ilgili olmadığı için' },
] as const;
export type HideReason = (typeof HIDE_REASONS)[number]['id'];
export const hideReasonOf = (id: string | null) => HIDE_REASONS.find((r) => r.id === id) ?? null;

/** A hidden review whose rating still counts (its text was the problem, not the judgement). */
export const countsWhenHidden = (reason: string | null) => reason !== 'ilgisiz';

export const DAMAGE_STATUSES = [
  { id: 'alindi', label: 'Alındı' },
  { id: 'inceleniyor', label: 'İnceleniyor' },
  { id: 'cozuldu', label: 'Çözüldü' },
  { id: 'reddedildi', label: 'Reddedildi' },
] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number]['id'];
/** Statuses after which the report is closed: the customer adds no more photos to it. */
export const CLOSED_DAMAGE_STATUSES: readonly string[] = ['cozuldu', 'reddedildi'];
export const damageStatusLabel = (id: string) => DAMAGE_STATUSES.find((s) => s.id === id)?.label ?? id;

/** A rating figure is shown only from this many counted reviews on. */
export const MIN_REVIEWS_FOR_FIGURE = 10;
/** The built-in testimonials are shown only while there are fewer verified reviews than this. */
export const MIN_REVIEWS_WITHOUT_BUILT_IN = 6;

export interface ReviewStats {
  count: number;
  /** The mean of the counted ratings, or null without any. */
  mean: number | null;
}

/** "4,8 / 5 · 37 doğrulanmış yorum", or null below the minimum (then no figure anywhere). */
export function ratingFigure(stats: ReviewStats): string | null {
  if (stats.count < MIN_REVIEWS_FOR_FIGURE || stats.mean === null) return null;
  const mean = (Math.round(stats.mean * 10) / 10).toFixed(1).replace('.', ',');
  return `${mean} / 5 · ${stats.count} doğrulanmış yorum`;
}

/** "Gülşen Y." from "Gülşen Yıldırım"; the first name alone when there is no surname. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('tr-TR')}.` : first;
}

/** A published review as pages show it. */
export interface PublicReview {
  id: string;
  rating: number;
  /** Null when hidden (the text is not shown). */
  body: string | null;
  /** "Gülşen Y. · Bağcılar", "Gülşen Y." or "Bir müşterimiz". */
  author: string;
  moveMonth: string;
  routeFrom: string;
  routeTo: string;
  hiddenReason: HideReason | null;
  reply: string | null;
  createdAt: string;
}

export function authorLine(display: string, name: string, district: string): string {
  if (display === 'none' || !name) return 'Bir müşterimiz';
  return display === 'name-district' && district ? `${name} · ${district}` : name;
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export interface FormProblem {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}
export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & FormProblem);

const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: 'Bir puan seçin (1 ile 5 arası).' })
    .int({ error: 'Bir puan seçin (1 ile 5 arası).' })
    .min(1, { error: 'Bir puan seçin (1 ile 5 arası).' })
    .max(5, { error: 'Bir puan seçin (1 ile 5 arası).' }),
  body: z
    .string()
    .trim()
    .min(10, { error: 'Birkaç cümleyle taşınmanızı anlatın (en az 10 karakter).' })
    .max(2000, { error: 'Yorum en çok 2000 karakter olabilir.' }),
  nameDisplay: z.enum(['name-district', 'name', 'none'], { error: 'Adınızın nasıl görüneceğini seçin.' }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

function parseWith<S extends z.ZodType>(schema: S, values: Record<string, string>): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { ok: false, fieldErrors, values };
}

/** "Taşınmanız nasıl geçti?": a rating, a text and how to show the name. */
export function parseReviewForm(form: FormData): Parsed<ReviewInput> {
  const values = {
    rating: textOf(form, 'rating') || 'yok',
    body: textOf(form, 'body'),
    nameDisplay: textOf(form, 'nameDisplay'),
  };
  return parseWith(reviewSchema, values);
}

const damageSchema = z.object({
  description: z
    .string()
    .trim()
    .min(10, { error: 'Ne olduğunu birkaç cümleyle yazın (en az 10 karakter).' })
    .max(3000, { error: 'Açıklama en çok 3000 karakter olabilir.' }),
  items: z
    .string()
    .trim()
    .min(2, { error: 'Hangi eşyaların etkilendiğini yazın.' })
    .max(1000, { error: 'Eşya listesi en çok 1000 karakter olabilir.' }),
});
export type DamageInput = z.infer<typeof damageSchema>;

/** "Hasar bildir": what happened and which items. */
export function parseDamageForm(form: FormData): Parsed<DamageInput> {
  return parseWith(damageSchema, { description: textOf(form, 'description'), items: textOf(form, 'items') });
}

/** What a refused form leaves for the page after the redirect (a short cookie, as the offer's answers). */
export interface AfterMoveFlash extends FormProblem {
  intent: 'review' | 'damage';
  message: string;
}
export const AFTER_MOVE_FLASH_COOKIE = 'hn-tasinma-sonrasi';
export const AFTER_MOVE_FLASH_MAX_AGE = 300;
