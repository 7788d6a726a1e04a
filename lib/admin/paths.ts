// The staff area's addresses, in one place. Browser-safe: client components,
// server actions, route handlers and robots.txt all read it.

export const ADMIN_PATHS = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  export: '/admin/dashboard/export',
} as const;

/** Value of the export's `tur` parameter per list. */
export type ExportKind = 'mesajlar' | 'teklifler';

/** The CSV export of contact messages or quote requests. */
export function exportHref(kind: ExportKind): string {
  return `${ADMIN_PATHS.export}?${new URLSearchParams({ tur: kind }).toString()}`;
}
