// The staff area's addresses, in one place. Browser-safe: client components,
// server actions, route handlers and robots.txt all read it.
import { LEAD_KIND_IDS, LEAD_KINDS, type LeadKind } from '@/lib/leads/kinds';

export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  export: '/admin/dashboard/export',
  lead: '/admin/dashboard/talep',
} as const;

/** Whether a path is `base` itself or below it ("/admin", "/admin/…"; not "/administration"). */
export function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether a path is in the staff area. */
export function isStaffPath(pathname: string): boolean {
  return isWithin(pathname, ADMIN_PATHS.root);
}

/** The page of one lead, e.g. /admin/dashboard/talep/teklif/<id>, with an optional notice. */
export function leadHref(kind: LeadKind, id: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${ADMIN_PATHS.lead}/${LEAD_KINDS[kind].pathSegment}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

/** The lead kind of a lead page's kind segment. */
export function leadKindOfPath(segment: string): LeadKind | undefined {
  return LEAD_KIND_IDS.find((kind) => LEAD_KINDS[kind].pathSegment === segment);
}

/** Value of the export's `tur` parameter per list. */
export type ExportKind = 'mesajlar' | 'teklifler';

/** The CSV export of contact messages or quote requests. */
export function exportHref(kind: ExportKind): string {
  return `${ADMIN_PATHS.export}?${new URLSearchParams({ tur: kind }).toString()}`;
}
