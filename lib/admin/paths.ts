// The staff area's addresses, in one place. Browser-safe: client components,
// server actions, route handlers and robots.txt all read it. No imports: next.config.ts
// loads it, where the `@/` alias does not resolve.

export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  export: '/admin/dashboard/export',
  lead: '/admin/dashboard/talep',
  /** Each person's alert devices and quiet hours; the team's e-mail and escalation settings (managers). */
  alerts: '/admin/bildirimler',
  /** Where the staff area's script stores (POST) or removes (DELETE) a device's push subscription. */
  alertSubscription: '/admin/bildirimler/abonelik',
  /** The web app manifest and service worker of the staff area (no personal data; open without a session). */
  manifest: '/admin/manifest.webmanifest',
  serviceWorker: '/admin/sw.js',
  calendar: '/admin/takvim',
  /** "Yeni talep": a lead staff enter for a customer who phoned, wrote or was referred. */
  newLead: '/admin/dashboard/yeni-talep',
  /** "Hasar bildirimleri" and "Yorumlar" (issue 29). */
  damageReports: '/admin/dashboard/hasar',
  reviews: '/admin/dashboard/yorumlar',
  /** "Şifremi unuttum" and the one-time links of invitations and resets (no session needed). */
  password: '/admin/sifre',
} as const;

/** The customer's private page of a lead: `/talep/{token}` (lib/leads/links.server.ts). Never indexed or cached. */
export const CUSTOMER_PAGE_ROOT = '/talep';

/** Whether a path is `base` itself or below it ("/admin", "/admin/…"; not "/administration"). */
export function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether a path is in the staff area. */
export function isStaffPath(pathname: string): boolean {
  return isWithin(pathname, ADMIN_PATHS.root);
}

/** The lead page's kind segment per lead kind. */
export const LEAD_PATH_KINDS = { contact: 'mesaj', quote: 'teklif' } as const;
export type LeadPathKind = (typeof LEAD_PATH_KINDS)[keyof typeof LEAD_PATH_KINDS];

/** The page of one lead, e.g. /admin/dashboard/talep/teklif/<id>, with an optional notice. */
export function leadHref(kind: keyof typeof LEAD_PATH_KINDS, id: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${ADMIN_PATHS.lead}/${LEAD_PATH_KINDS[kind]}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/** The offer editor of a lead: /admin/dashboard/talep/teklif/<id>/teklif, with an optional notice or extra rows. */
export function offerEditorHref(
  kind: keyof typeof LEAD_PATH_KINDS,
  id: string,
  params: Record<string, string> = {},
): string {
  const [path, query] = leadHref(kind, id, params).split('?');
  return `${path}/teklif${query ? `?${query}` : ''}`;
}

/** The lead kind of a lead page's kind segment. */
export function leadKindOfPath(segment: string): keyof typeof LEAD_PATH_KINDS | undefined {
  return (Object.keys(LEAD_PATH_KINDS) as (keyof typeof LEAD_PATH_KINDS)[]).find(
    (kind) => LEAD_PATH_KINDS[kind] === segment,
  );
}

/** Value of the export's `tur` parameter per list. */
export type ExportKind = 'mesajlar' | 'teklifler';

/** The CSV export of contact messages or quote requests. */
export function exportHref(kind: ExportKind): string {
  return `${ADMIN_PATHS.export}?${new URLSearchParams({ tur: kind }).toString()}`;
}

/** The calendar's views (/admin/takvim): `gun`, `hafta` or `ajanda`, on a day ('YYYY-MM-DD'), with an optional notice. */
export function calendarHref(params: { view?: string; day?: string; notice?: string } = {}): string {
  const query = new URLSearchParams();
  if (params.view) query.set('gorunum', params.view);
  if (params.day) query.set('tarih', params.day);
  if (params.notice) query.set('bildirim', params.notice);
  const text = query.toString();
  return `${ADMIN_PATHS.calendar}${text ? `?${text}` : ''}`;
}

/** A move's page in the calendar (assignment, another day). */
export const calendarMoveHref = (id: string, notice?: string) =>
  `${ADMIN_PATHS.calendar}/tasima/${encodeURIComponent(id)}${notice ? `?bildirim=${notice}` : ''}`;
/** A survey's page in the calendar (another day). */
export const calendarSurveyHref = (id: string, notice?: string) =>
  `${ADMIN_PATHS.calendar}/kesif/${encodeURIComponent(id)}${notice ? `?bildirim=${notice}` : ''}`;
/** Vehicles, crews, the calendar's settings and the staff member's feed address. */
export const calendarSettingsHref = (notice?: string) =>
  `${ADMIN_PATHS.calendar}/ayarlar${notice ? `?bildirim=${notice}` : ''}`;
