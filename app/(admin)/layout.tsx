import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Yönetim Paneli',
  robots: { index: false, follow: false, nocache: true },
};

/** Staff area: no public header, footer or floating buttons. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-slate-100">{children}</div>;
}
