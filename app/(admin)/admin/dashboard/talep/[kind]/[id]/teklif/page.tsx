import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NOTICES } from '@/lib/admin/dashboard';
import { leadHref, leadKindOfPath, offerEditorHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { describeEstimateInput } from '@/lib/estimate/index.server';
import { formatTlRange } from '@/lib/estimate';
import { getLead } from '@/lib/leads/index.server';
import { offerFormValues } from '@/lib/offers';
import { companyVat, prefillForLead, latestSentVersion, listLeadOffers } from '@/lib/offers/index.server';
import { OfferEditorForm } from './offer-editor-form';
import { FullDayWarning } from '../../../../../takvim/full-day-warning';
import { AdminNotice } from '../../../../../_components/admin-notice';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Teklif hazırla · Yönetim Paneli' };

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * The offer editor of a quote request: the open draft, else a new version prefilled from the
 * last sent one ("Yeni sürüm hazırla"), else from the lead's estimate (or its service's
 * starting price). Sent versions are never edited here: they are frozen.
 */
export default async function OfferEditorPage({ params, searchParams }: Props) {
  const { kind: kindSegment, id } = await params;
  const search = await searchParams;
  const kind = leadKindOfPath(kindSegment);
  if (kind !== 'quote') notFound();
  const list = one(search.liste)?.slice(0, 500) ?? '';
  await requireStaff(
    PAGE_NEEDS['app/(admin)/admin/dashboard/talep/[kind]/[id]/teklif/page.tsx'],
    offerEditorHref(kind, id, list ? { liste: list } : {}),
  );
  const db = await getDb();
  const lead = await getLead(db, kind, id);
  if (!lead || lead.deletedAt) notFound();
  const offers = await listLeadOffers(db, id);
  const draft = offers.find((o) => !o.sentAt) ?? null;
  const lastSentVersion = latestSentVersion(offers);
  const lastSent = offers.find((o) => o.version === lastSentVersion) ?? null;
  const content = draft?.content ?? lastSent?.content ?? (await prefillForLead(lead, new Date(), db));
  const vat = await companyVat();
  const version = draft?.version ?? (offers[0]?.version ?? 0) + 1;
  const extra = Math.min(Math.max(Number.parseInt(one(search.ek) ?? '0', 10) || 0, 0), 10);
  const values = offerFormValues(content, extra);
  const source = draft
    ? `Kayıtlı taslak (son kayıt ${new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(draft.updatedAt))}).`
    : lastSent
      ? `Sürüm ${lastSent.version} kopyalandı; kaydettiğinizde sürüm ${version} olur. Gönderilmiş sürüm değişmez.`
      : lead.estimate
        ? 'Müşterinin tahmininden hazırlandı: satırlar tahminin kalemleri, toplamı tahminin tutarı.'
        : 'Bu talepte tahmin yok: hizmetin başlangıç fiyatıyla başlar; satırları siz doldurun.';
  const noticeId = one(search.bildirim);
  const notice = noticeId ? NOTICES[noticeId] : undefined;
  const leadPage = leadHref(kind, id, list ? { liste: list } : {});

  return (
    <main className="mx-auto max-w-4xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={leadPage}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Talebe dön
      </Link>
      <header className="mt-2">
        <p className="text-sm text-slate-500">
          <bdi>{lead.name}</bdi> {lead.reference && <>· {lead.reference}</>}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">
          Teklif · sürüm <span data-testid="offer-editor-version">{version}</span>
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="offer-editor-source">
          {source}
        </p>
        {lead.estimate && (
          <p className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            <strong className="text-brand-900">Tahmin: {formatTlRange(lead.estimate.min, lead.estimate.max)}</strong> ·{' '}
            {describeEstimateInput(lead.estimate.inputs)}
          </p>
        )}
      </header>
      <AdminNotice notice={notice} />
      <FullDayWarning day={content.moveDate} />
      <div className="mt-4">
        <OfferEditorForm
          key={`${version}-${extra}-${draft?.updatedAt ?? ''}`}
          target={{ kind, id, liste: list }}
          initialValues={values}
          initialRows={content.lines.length + extra}
          vat={vat}
        />
      </div>
    </main>
  );
}
