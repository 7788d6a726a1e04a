import Link from 'next/link';
import { dashboardHref } from '@/lib/admin/dashboard';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { LEAD_FORM_FIELDS, type LeadKind } from '@/lib/validation/lead';
import { createLeadAction } from './actions';
import { NewLeadForm } from './new-lead-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yeni talep · Yönetim Paneli' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const KINDS: { kind: LeadKind; segment: string; label: string }[] = [
  { kind: 'quote', segment: 'teklif', label: 'Teklif talebi' },
  { kind: 'contact', segment: 'mesaj', label: 'Mesaj' },
];

/** "Yeni talep": staff enter a lead that came by phone, WhatsApp or a referral. */
export default async function NewLeadPage({ searchParams }: Props) {
  const search = await searchParams;
  const chosen = KINDS.find((k) => k.segment === search.tur) ?? KINDS[0]!;
  await requireStaff(
    PAGE_NEEDS['app/(admin)/admin/dashboard/yeni-talep/page.tsx'],
    `${ADMIN_PATHS.newLead}?tur=${chosen.segment}`,
  );
  return (
    <main className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={dashboardHref({ tab: chosen.kind === 'quote' ? 'teklifler' : 'mesajlar' })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Panele dön
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Yeni talep</h1>
      <p className="mt-1 text-sm text-slate-600">
        Telefonla, WhatsApp’tan ya da tavsiyeyle gelen müşteriyi buraya girin. Talep bir takip numarası ve müşteri
        sayfası bağlantısı alır; e-posta yazarsanız müşteriye alındı e-postası gider.
      </p>
      <nav aria-label="Talep türü" className="mt-4 flex gap-2">
        {KINDS.map((k) => (
          <Link
            key={k.kind}
            href={`${ADMIN_PATHS.newLead}?tur=${k.segment}`}
            aria-current={k.kind === chosen.kind ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
              k.kind === chosen.kind ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'
            }`}
          >
            {k.label}
          </Link>
        ))}
      </nav>
      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <NewLeadForm kind={chosen.kind} fields={LEAD_FORM_FIELDS[chosen.kind]} action={createLeadAction} />
      </div>
    </main>
  );
}
