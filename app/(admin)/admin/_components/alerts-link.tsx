import Link from 'next/link';
import { Bell } from '@/components/ui/icons';
import { ADMIN_PATHS } from '@/lib/admin/paths';

/** The dashboard header's way to "Bildirimler": this device's alerts, quiet hours, installing the panel. */
export function AlertsLink() {
  return (
    <Link
      href={ADMIN_PATHS.alerts}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50 sm:min-h-9"
    >
      <Bell aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Bildirimler</span>
    </Link>
  );
}
