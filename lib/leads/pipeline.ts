// The sales pipeline of a lead (both kinds): its status, the reasons a lead is
// lost, where it came from, and the staff actions kept in its audit log.
// Browser-safe: no server imports.

export const LEAD_STATUSES = [
  { id: 'yeni', label: 'Yeni' },
  { id: 'arandi', label: 'Arandı' },
  { id: 'kesif', label: 'Keşif planlandı' },
  { id: 'teklif', label: 'Teklif verildi' },
  { id: 'kazanildi', label: 'Kazanıldı' },
  { id: 'kaybedildi', label: 'Kaybedildi' },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]['id'];
export const INITIAL_STATUS: LeadStatus = 'yeni';
/** Statuses that end the pipeline: no follow-up is due for them. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['kazanildi', 'kaybedildi'];

export const LOST_REASONS = [
  { id: 'fiyat', label: 'Fiyat' },
  { id: 'tarih', label: 'Tarih uymadı' },
  { id: 'ulasilamadi', label: 'Ulaşılamadı' },
  { id: 'baska-firma', label: 'Başka firma' },
  { id: 'vazgecti', label: 'Vazgeçti' },
  { id: 'diger', label: 'Diğer' },
] as const;
export type LostReason = (typeof LOST_REASONS)[number]['id'];

export const LEAD_SOURCES = [
  { id: 'google-ads', label: 'Google Ads', color: '#2563eb' },
  { id: 'organik', label: 'Organik arama', color: '#16a34a' },
  { id: 'sosyal', label: 'Sosyal medya', color: '#db2777' },
  { id: 'dogrudan', label: 'Doğrudan', color: '#64748b' },
  { id: 'diger', label: 'Diğer', color: '#f59e0b' },
  // Entered by staff ("Yeni talep"): a customer who phoned, wrote on WhatsApp or was referred.
  { id: 'telefon', label: 'Telefon', color: '#0891b2' },
  { id: 'whatsapp', label: 'WhatsApp', color: '#15803d' },
  { id: 'tavsiye', label: 'Tavsiye', color: '#7c3aed' },
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number]['id'];

/** The sources staff choose from when they enter a lead themselves ("Yeni talep"). */
export const STAFF_ENTRY_SOURCES = ['telefon', 'whatsapp', 'tavsiye'] as const satisfies readonly LeadSource[];
export type StaffEntrySource = (typeof STAFF_ENTRY_SOURCES)[number];

/** Days a deleted lead stays in "Silinenler" before the server purges it. */
export const TRASH_DAYS = 30;
/** A new lead not answered after this many minutes is shown as waiting on the overview. */
export const RESPONSE_TARGET_MINUTES = 15;

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.some((s) => s.id === value);
export const isLostReason = (value: unknown): value is LostReason => LOST_REASONS.some((r) => r.id === value);
export const isLeadSource = (value: unknown): value is LeadSource => LEAD_SOURCES.some((s) => s.id === value);

export const statusLabel = (status: string): string => LEAD_STATUSES.find((s) => s.id === status)?.label ?? status;
export const lostReasonLabel = (reason: string | null): string =>
  reason ? (LOST_REASONS.find((r) => r.id === reason)?.label ?? reason) : '';
export const sourceLabel = (source: string): string => LEAD_SOURCES.find((s) => s.id === source)?.label ?? source;

const SEARCH_ENGINES = /(^|\.)(google|bing|yandex|yahoo|duckduckgo|ecosia|baidu)\./i;
const SOCIAL =
  /(^|\.)(facebook|instagram|fb|t|twitter|x|linkedin|tiktok|youtube|pinterest|whatsapp|l\.facebook)\.(com|co|me)$/i;
const SOCIAL_NAMES = /^(facebook|fb|instagram|ig|twitter|x|linkedin|tiktok|youtube|pinterest|whatsapp|social|meta)$/i;

function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * The source of a lead from the attribution captured with it: Google Ads (a gclid,
 * or a paid Google campaign), organic search (a search engine's referrer), social
 * (fbclid, a social campaign or referrer), direct (nothing at all), other.
 */
export function classifySource(attribution: Record<string, string> | null | undefined): LeadSource {
  const a = attribution ?? {};
  const utmSource = (a.utm_source ?? '').trim();
  const medium = (a.utm_medium ?? '').trim().toLowerCase();
  const paid = /^(cpc|ppc|paid|paidsearch|paid_search|sem|ads?)$/.test(medium);
  if (a.gclid || (/google/i.test(utmSource) && paid)) return 'google-ads';
  if (a.fbclid || SOCIAL_NAMES.test(utmSource) || medium === 'social' || medium === 'paid_social') return 'sosyal';
  const referrer = hostOf(a.referrer);
  if (utmSource || medium) return /google|bing|yandex/i.test(utmSource) && medium === 'organic' ? 'organik' : 'diger';
  if (referrer && SEARCH_ENGINES.test(referrer)) return 'organik';
  if (referrer && SOCIAL.test(referrer)) return 'sosyal';
  if (!referrer) return 'dogrudan';
  return 'diger';
}

/** A phone number's digits without the country code or trunk zero ("+90 532 1234567" → "5321234567"). */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length === 12) return digits.slice(2);
  if (digits.startsWith('0') && digits.length === 11) return digits.slice(1);
  return digits;
}

/** A Turkish mobile or landline number in national format, "0532 111 22 33"; other numbers as given. */
export function formatNationalPhone(phone: string): string {
  const d = nationalDigits(phone);
  if (d.length !== 10) return phone.trim();
  return `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}

export const AUDIT_ACTIONS = {
  status: 'Durum değişti',
  note: 'Not eklendi',
  'follow-up': 'Takip zamanı',
  assign: 'Sorumlu',
  delete: "Silinenler'e taşındı",
  restore: 'Geri alındı',
  survey: 'Keşif randevusu',
  create: 'Personel girdi',
  'note-edit': 'Not düzeltildi',
  'note-delete': 'Not silindi',
  review: 'Yorum yazıldı',
  'review-hidden': 'Yorum gizlendi',
  'review-reply': 'Yoruma yanıt verildi',
  damage: 'Hasar bildirimi',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

import { ISTANBUL_OFFSET_MS } from '@/lib/istanbul-time';
import type { PipelineFields } from './types';

export { dateToIstanbulLocal, istanbulLocalToDate } from '@/lib/istanbul-time';

/** The start of the Istanbul day `offsetDays` away from the day of `now`. */
export function istanbulDayStart(now: Date, offsetDays = 0): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offsetDays);
  return new Date(start - ISTANBUL_OFFSET_MS);
}

/** The start of the Istanbul month of `now`. */
export function istanbulMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - ISTANBUL_OFFSET_MS);
}

/** The Istanbul calendar day of an instant, "2026-11-23". */
export function istanbulDay(date: Date): string {
  return new Date(date.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes, as "12 dk" or "2 sa 5 dk" or "3 gün 4 sa". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} dk`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} sa ${m % 60} dk` : `${h} sa`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} gün ${h % 24} sa` : `${d} gün`;
}

/** The pipeline fields of a lead nobody has acted on yet (tests and fixtures). */
export const UNTOUCHED_PIPELINE = {
  status: INITIAL_STATUS,
  lostReason: null,
  statusChangedAt: null,
  followUpAt: null,
  firstResponseAt: null,
  deletedAt: null,
  source: 'dogrudan',
  assignedTo: null,
} as const satisfies PipelineFields;
