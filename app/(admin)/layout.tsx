import type { Metadata } from 'next';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import './staff.css';

export const metadata: Metadata = {
  title: 'Yönetim Paneli',
  robots: { index: false, follow: false, nocache: true },
  // Installable on a phone's home screen (docs/decisions/043).
  manifest: ADMIN_PATHS.manifest,
  appleWebApp: { capable: true, title: 'Yönetim', statusBarStyle: 'default' },
  icons: { apple: '/admin-icons/apple-touch-icon.png' },
};

/** Staff area: no public header, footer or floating buttons. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-slate-100">{children}</div>;
}
