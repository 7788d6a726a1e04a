import Link from 'next/link';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { formatTl } from '@/lib/estimate';
import { formatDateTime } from '@/lib/format';
import { listLeadOffers } from '@/lib/offers/index.server';
import { formatDayLong } from '@/lib/calendar';
import { TIMELINESS_LABELS, DAMAGE_STATUSES, damageStatusLabel, type DamageStatus } from '@/lib/reviews';
import { listDamageReports } from '@/lib/reviews/index.server';
import { LeadFilesLightbox } from '@/components/lead-files/lead-files-lightbox';
import { listLeadFiles, type LeadFile, staffLightboxFiles } from '@/lib/lead-files/index.server';
import { AfterMoveShell } from '../../_components/after-move-shell';
import { updateDamageAction } from '../after-move-actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Hasar bildirimleri · Yönetim Paneli' };

const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

function FileList({ files, empty }: { files: LeadFile[]; empty: string }) {
  if (files.length === 0) return <p className="text-slate-600">{empty}</p>;
  return <LeadFilesLightbox files={staffLightboxFiles(files)} />;
}

/** "Hasar bildirimleri": every report with its status, note, the accepted offer and the photos taken before the move. */
export default async function DamageReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/dashboard/hasar/page.tsx'], ADMIN_PATHS.damageReports);
  const params = await searchParams;
  const status = DAMAGE_STATUSES.find((s) => s.id === params.durum)?.id as DamageStatus | undefined;
  const db = await getDb();
  const reports = await listDamageReports(db, status);
  const leadIds = [...new Set(reports.map((r) => r.leadId))];
  const [offers, files] = await Promise.all([
    Promise.all(leadIds.map(async (id) => [id, await listLeadOffers(db, id)] as const)).then((e) => new Map(e)),
    Promise.all(leadIds.map(async (id) => [id, await listLeadFiles(db, id, { damageReportId: 'all' })] as const)).then(
      (e) => new Map(e),
    ),
  ]);
  const filter = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold';
  return (
    <AfterMoveShell
      title="Hasar bildirimleri"
      notice={typeof params.bildirim === 'string' ? params.bildirim : undefined}
    >
      <nav aria-label="Duruma göre" className="mt-3 flex flex-wrap gap-1">
        {[{ id: undefined, label: 'Tümü' }, ...DAMAGE_STATUSES].map((s) => (
          <Link
            key={s.label}
            href={s.id ? `${ADMIN_PATHS.damageReports}?durum=${s.id}` : ADMIN_PATHS.damageReports}
            aria-current={s.id === status ? 'page' : undefined}
            className={`${filter} ${s.id === status ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <p className="mt-4 text-slate-700">Bu listede hasar bildirimi yok.</p>
      ) : (
        <ul className="mt-4 grid gap-4" data-testid="damage-list">
          {reports.map((r) => {
            const accepted = offers.get(r.leadId)?.find((o) => o.id === r.offerId) ?? null;
            const leadFiles = files.get(r.leadId) ?? [];
            return (
              <li
                key={r.id}
                className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-[3fr_2fr]"
                data-testid="damage-item"
                data-timeliness={r.timeliness}
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">
                    <Link
                      href={leadHref(r.leadKind, r.leadId)}
                      className="inline-block min-h-6 py-0.5 text-brand-700 underline"
                    >
                      {r.reference ?? 'Talep'} · {r.customerName}
                    </Link>
                  </p>
                  <p className="mt-1 text-slate-700">
                    Teslim: {formatDayLong(r.deliveryDate)} · Bildirim: {formatDateTime(r.createdAt)} ·{' '}
                    <span
                      className={r.timeliness === 'on-time' ? 'text-green-800' : 'font-semibold text-amber-900'}
                      data-testid="damage-item-timeliness"
                    >
                      {TIMELINESS_LABELS[r.timeliness]}
                    </span>
                  </p>
                  <p className="mt-2 font-semibold text-slate-900">Eşyalar</p>
                  <p className="text-slate-800">{r.items}</p>
                  <p className="mt-2 font-semibold text-slate-900">Ne oldu</p>
                  <p className="whitespace-pre-line text-slate-800">{r.description}</p>
                  <p className="mt-2 font-semibold text-slate-900">Bildirimin fotoğrafları</p>
                  <FileList files={leadFiles.filter((f) => f.damageReportId === r.id)} empty="Fotoğraf eklenmedi." />
                  <form
                    action={updateDamageAction}
                    className="mt-3 grid gap-2 sm:grid-cols-2"
                    data-testid="damage-item-form"
                  >
                    <input type="hidden" name="id" value={r.id} />
                    <label className="font-semibold text-slate-900">
                      Durum
                      <select name="status" className={FIELD} defaultValue={r.status}>
                        {DAMAGE_STATUSES.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="font-semibold text-slate-900">
                      Ret nedeni (müşteri görür)
                      <input
                        name="rejectReason"
                        maxLength={1000}
                        className={FIELD}
                        defaultValue={r.rejectReason ?? ''}
                      />
                    </label>
                    <label className="font-semibold text-slate-900 sm:col-span-2">
                      Not (yalnızca personel)
                      <textarea
                        name="note"
                        rows={2}
                        maxLength={4000}
                        className={FIELD}
                        defaultValue={r.staffNote ?? ''}
                      />
                    </label>
                    <button
                      type="submit"
                      className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 sm:w-fit"
                    >
                      Kaydet
                    </button>
                  </form>
                  <p className="mt-1 text-xs text-slate-600" data-testid="damage-item-status">
                    Şu an: {damageStatusLabel(r.status)}
                    {r.updatedBy ? ` · ${r.updatedBy}, ${formatDateTime(r.updatedAt)}` : ''}
                  </p>
                </div>
                <aside
                  className="min-w-0 self-start rounded-xl bg-slate-50 p-3 text-sm"
                  aria-label="Onaylanan teklif ve keşif fotoğrafları"
                >
                  <p className="font-semibold text-slate-900">Onaylanan teklif</p>
                  {accepted ? (
                    <p className="text-slate-800" data-testid="damage-item-offer">
                      Sürüm {accepted.version} · {formatTl(accepted.total)} · taşıma{' '}
                      {formatDayLong(accepted.content.moveDate)}
                    </p>
                  ) : (
                    <p className="text-slate-600">Onaylanan teklif bulunamadı.</p>
                  )}
                  <p className="mt-2 font-semibold text-slate-900">Taşınmadan önceki keşif fotoğrafları</p>
                  <FileList files={leadFiles.filter((f) => !f.damageReportId)} empty="Keşif fotoğrafı yok." />
                </aside>
              </li>
            );
          })}
        </ul>
      )}
    </AfterMoveShell>
  );
}
