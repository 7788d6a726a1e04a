import { Mail, MessageCircle, Phone } from 'lucide-react';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Fragment } from 'react';
import { NOTICES, dashboardHref, listState, parseDashboardQuery } from '@/lib/admin/dashboard';
import { leadHref, leadKindOfPath } from '@/lib/admin/paths';
import { refusedHref, requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS, can } from '@/lib/auth/permissions';
import { isAssignedWork, namesByEmail } from '@/lib/team/assignment.server';
import { AssignmentSection } from './assignment-section';
import { NOTE_MAX_LENGTH, getLead, listLeadAudit, listLeadNotes, markLeadRead } from '@/lib/leads/repository.server';
import { getDb } from '@/lib/db/kysely.server';
import { describeEstimateInput } from '@/lib/estimate/describe.server';
import { formatTlRange } from '@/lib/estimate/format';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, leadDetails } from '@/lib/leads/kinds';
import {
  LEAD_STATUSES,
  LOST_REASONS,
  TRASH_DAYS,
  dateToIstanbulLocal,
  formatMinutes,
  formatNationalPhone,
  sourceLabel,
} from '@/lib/leads/pipeline';
import { CUSTOMER_LINK_COOKIE, customerPagePath, freshLinkToken, listLeadLinks } from '@/lib/leads/links.server';
import { configuredOutbox } from '@/lib/leads/notifier.server';
import { toE164 } from '@/lib/phone';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site, whatsappLink } from '@/lib/site';
import { CustomerLinkSection } from './customer-link-section';
import { InventorySection } from './inventory-section';
import { AfterMoveSection } from './after-move-section';
import { OfferSection } from './offer-section';
import { SurveyBookingSection } from './survey-section';
import { NoteControls } from './note-controls';
import { LeadFilesSection } from './lead-files-section';
import { staffUploadPath } from '@/lib/lead-files/access.server';
import { getOfferAcceptance, listLeadOffers } from '@/lib/offers/repository.server';
import { KIND_LABEL, StatusBadge } from '../../../../_components/inbox-list';
import {
  addNoteAction,
  restoreLeadAction,
  setFollowUpAction,
  setStatusAction,
  trashLeadAction,
} from '../../../lead-actions';
import { AdminNotice } from '../../../../_components/admin-notice';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Talep · Yönetim Paneli' };

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';
const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

/** One lead: every field, its status, notes, follow-up and audit log, and one-tap replies. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { kind: kindSegment, id } = await params;
  const search = await searchParams;
  const kind = leadKindOfPath(kindSegment);
  if (!kind) notFound();
  const list = one(search.liste)?.slice(0, 500) ?? '';
  const admin = await requireStaff(
    PAGE_NEEDS['app/(admin)/admin/dashboard/talep/[kind]/[id]/page.tsx'],
    leadHref(kind, id, list ? { liste: list } : {}),
  );
  const db = await getDb();
  // Saha staff open only the leads of the surveys and moves assigned to them.
  if (admin.assignedOnly && !(await isAssignedWork(db, admin.userId, id))) redirect(refusedHref(admin.role));
  const full = !admin.assignedOnly;
  let lead = await getLead(db, kind, id);
  if (!lead) notFound();
  // Opening a lead reviews it (SPEC: a request opened is "İncelenen").
  if (!lead.isRead && (await markLeadRead(db, kind, id))) lead = { ...lead, isRead: true };
  const names = await namesByEmail(db);
  // Who wrote a note or an entry: the person's name, with the e-mail the record keeps.
  const person = (email: string) => {
    const name = names.get(email);
    return name && name !== email ? `${name} (${email})` : email;
  };
  const [notes, log, links, offers] = await Promise.all([
    listLeadNotes(db, kind, id),
    listLeadAudit(db, kind, id),
    listLeadLinks(db, id),
    kind === 'quote' ? listLeadOffers(db, id) : Promise.resolve([]),
  ]);
  const freshToken = freshLinkToken((await cookies()).get(CUSTOMER_LINK_COOKIE.name)?.value, id);

  const noticeId = one(search.bildirim);
  const notice = noticeId ? NOTICES[noticeId] : undefined;
  const backState = list
    ? listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(list).entries())))
    : { tab: LEAD_KINDS[kind].tab };
  const backHref = dashboardHref(backState);
  const phone = lead.phone ? toE164(lead.phone) : null;
  const firstName = lead.name.split(' ')[0] ?? '';
  const whatsapp = phone
    ? whatsappLink(
        phone,
        `Merhaba ${firstName}, ${site().name} olarak ${lead.reference ?? ''} numaralı talebiniz hakkında yazıyoruz.`.replace(
          /\s+/g,
          ' ',
        ),
      )
    : null;
  const responseMinutes = lead.firstResponseAt
    ? (new Date(lead.firstResponseAt).getTime() - new Date(lead.createdAt).getTime()) / 60_000
    : null;
  const hidden = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="liste" value={list} />
    </>
  );
  const confirmDelete = one(search.sil) === '1';

  return (
    <main className="mx-auto max-w-4xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={backHref}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Listeye dön
      </Link>
      <header className="mt-2">
        <p className="text-sm text-slate-600">
          {KIND_LABEL[kind]} {lead.reference && <>· {lead.reference}</>} · {formatDateTime(lead.createdAt)}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
          <bdi data-testid="lead-name">{lead.name}</bdi>
          <StatusBadge status={lead.status} lostReason={lead.lostReason} />
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="lead-first-response">
          {responseMinutes === null ? 'Henüz yanıt verilmedi.' : `İlk yanıt: ${formatMinutes(responseMinutes)}`}
        </p>
      </header>

      <AdminNotice notice={notice} />

      {lead.deletedAt && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <p className="text-sm font-semibold text-amber-900">
            Bu talep Silinenler’de ({formatDateTime(lead.deletedAt)}). {TRASH_DAYS} gün sonra kalıcı olarak silinir.
          </p>
          <form action={restoreLeadAction}>
            {hidden}
            <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
              Geri al
            </button>
          </form>
        </div>
      )}

      <div className="mt-4 grid grid-cols-3 gap-2 sm:flex" data-testid="lead-contact">
        {phone && (
          <>
            <a
              href={`tel:${phone}`}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" /> Ara
            </a>
            <a
              href={whatsapp!}
              target="_blank"
              rel="noopener noreferrer"
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" /> WhatsApp
            </a>
          </>
        )}
        {lead.email && (
          <a
            href={`mailto:${lead.email}?subject=${encodeURIComponent(`${lead.reference ?? ''} numaralı talebiniz`.trim())}`}
            className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" /> E-posta
          </a>
        )}
      </div>
      {full && lead.status === 'yeni' && !lead.deletedAt && (
        <form action={setStatusAction} className="mt-2">
          {hidden}
          <input type="hidden" name="status" value="arandi" />
          <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
            Aradım: “Arandı” olarak işaretle
          </button>
        </form>
      )}

      <section className={`${CARD} mt-4`} aria-labelledby="bilgiler">
        <h2 id="bilgiler" className="font-bold text-slate-900">
          Bilgiler
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Row label="E-posta">{lead.email ? <bdi>{lead.email}</bdi> : '-'}</Row>
          <Row label="Telefon">
            {lead.phone ? <bdi data-testid="lead-phone">{formatNationalPhone(lead.phone)}</bdi> : '-'}
          </Row>
          {leadDetails(lead).map(([label, value]) => (
            <Row key={label} label={label}>
              <bdi>{value}</bdi>
            </Row>
          ))}
          <Row label="Kaynak">
            {sourceLabel(lead.source)}
            {lead.attribution &&
              Object.entries(lead.attribution).map(([k, v]) => (
                <Fragment key={k}>
                  <br />
                  <span className="text-slate-500">{k}:</span> <bdi className="break-all">{v}</bdi>
                </Fragment>
              ))}
          </Row>
          <Row label="İnceleme">{lead.isRead ? LEAD_KINDS[kind].labels.read : LEAD_KINDS[kind].labels.unread}</Row>
        </dl>
        {lead.kind === 'quote' && lead.estimate && (
          <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="lead-estimate">
            <strong className="text-brand-900">Tahmin: {formatTlRange(lead.estimate.min, lead.estimate.max)}</strong> ·{' '}
            {describeEstimateInput(lead.estimate.inputs)}
          </p>
        )}
        {lead.message && (
          <p
            dir="auto"
            className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800"
          >
            {lead.message}
          </p>
        )}
      </section>

      {full && !lead.deletedAt && can(admin.role, 'lead.assign') && (
        <AssignmentSection db={db} hidden={hidden} assignedTo={lead.assignedTo} />
      )}

      {full && !lead.deletedAt && (
        <CustomerLinkSection
          hidden={hidden}
          links={links}
          fresh={freshToken ? absoluteUrl(customerPagePath(freshToken)) : null}
          phone={phone}
          firstName={firstName}
          companyName={site().name}
          canEmail={Boolean(lead.email) && configuredOutbox() !== null}
        />
      )}

      {full && lead.kind === 'quote' && !lead.deletedAt && <SurveyBookingSection leadId={id} hidden={hidden} />}
      {lead.kind === 'quote' && <InventorySection lead={lead} />}

      {full && lead.kind === 'quote' && !lead.deletedAt && (
        <OfferSection
          leadId={id}
          list={list}
          offers={offers}
          acceptances={await Promise.all(
            offers.filter((o) => o.response === 'accepted').map((o) => getOfferAcceptance(db, o.id)),
          ).then((records) => records.filter((r) => r !== null))}
          fresh={freshToken ? absoluteUrl(customerPagePath(freshToken)) : null}
          phone={phone}
          firstName={firstName}
          companyName={site().name}
          confirmWithdraw={Number.parseInt(one(search['geri-cek']) ?? '', 10) || null}
          now={new Date()}
        />
      )}
      {lead.kind === 'quote' && <AfterMoveSection leadId={id} role={admin.role} />}

      {lead.kind === 'quote' && (
        <LeadFilesSection
          leadId={id}
          uploadAction={lead.deletedAt ? null : staffUploadPath(id, list)}
          notice={one(search.dosya)}
        />
      )}

      {/* Saha staff read and write notes only: status, follow-up and the trash are the office's. */}
      {full && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section className={CARD} aria-labelledby="durum-baslik">
            <h2 id="durum-baslik" className="font-bold text-slate-900">
              Durum
            </h2>
            <form action={setStatusAction} className="mt-3 space-y-3">
              {hidden}
              <fieldset>
                <legend className="sr-only">Durum</legend>
                <div className="grid grid-cols-2 gap-2">
                  {LEAD_STATUSES.map((s) => (
                    <label
                      key={s.id}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name="status"
                        value={s.id}
                        defaultChecked={s.id === lead.status}
                        className="size-4"
                      />
                      {s.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="block text-sm font-semibold text-slate-700" htmlFor="lostReason">
                Kaybedildi ise nedeni
              </label>
              <select
                id="lostReason"
                name="lostReason"
                defaultValue={lead.lostReason ?? ''}
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
              >
                <option value="">Seçin</option>
                {LOST_REASONS.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </select>
              <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700`}>
                Durumu kaydet
              </button>
            </form>
          </section>

          <section className={CARD} aria-labelledby="takip-baslik">
            <h2 id="takip-baslik" className="font-bold text-slate-900">
              Sonraki takip
            </h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="lead-follow-up">
              {lead.followUpAt ? formatDateTime(lead.followUpAt) : 'Takip zamanı yok.'}
            </p>
            <form action={setFollowUpAction} className="mt-3 space-y-3">
              {hidden}
              <label className="block text-sm font-semibold text-slate-700" htmlFor="followUp">
                Tarih ve saat
              </label>
              <input
                id="followUp"
                name="followUp"
                type="datetime-local"
                required
                defaultValue={lead.followUpAt ? dateToIstanbulLocal(lead.followUpAt) : ''}
                className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
              />
              <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700`}>
                Takip zamanını kaydet
              </button>
            </form>
            {lead.followUpAt && (
              <form action={setFollowUpAction} className="mt-2">
                {hidden}
                <input type="hidden" name="clear" value="1" />
                <button
                  type="submit"
                  className={`${BUTTON} w-full border border-slate-300 text-slate-700 hover:bg-slate-50`}
                >
                  Takibi kaldır
                </button>
              </form>
            )}
          </section>
        </div>
      )}

      <section className={`${CARD} mt-4`} aria-labelledby="notlar">
        <h2 id="notlar" className="font-bold text-slate-900">
          Notlar
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Henüz not yok.</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="lead-notes">
            {notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-slate-50 p-3" data-testid="lead-note">
                <p className="text-xs text-slate-500">
                  {formatDateTime(n.createdAt)} · <bdi>{person(n.authorEmail)}</bdi>
                </p>
                <p dir="auto" className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {n.body}
                </p>
                {n.authorEmail === admin.email && (
                  <NoteControls kind={kind} leadId={id} noteId={n.id} body={n.body} list={list} />
                )}
              </li>
            ))}
          </ol>
        )}
        <form action={addNoteAction} className="mt-3 space-y-2">
          {hidden}
          <label className="block text-sm font-semibold text-slate-700" htmlFor="note">
            Not ekle
          </label>
          <textarea
            id="note"
            name="note"
            required
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            className="w-full rounded-lg border border-slate-300 p-3 text-base sm:text-sm"
          />
          <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
            Notu kaydet
          </button>
        </form>
      </section>

      <section className={`${CARD} mt-4`} aria-labelledby="gecmis">
        <h2 id="gecmis" className="font-bold text-slate-900">
          İşlem geçmişi
        </h2>
        {log.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Henüz işlem yok.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100 text-sm" data-testid="lead-audit">
            {log.map((e) => (
              <li key={e.id} className="py-2" data-testid="lead-audit-entry">
                <span className="font-semibold text-slate-800">{e.label}</span>
                {e.detail && (
                  <>
                    : <bdi>{e.detail}</bdi>
                  </>
                )}
                <span className="block text-xs text-slate-500">
                  {formatDateTime(e.createdAt)} · <bdi>{person(e.actorEmail)}</bdi>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {full && !lead.deletedAt && (
        <section className="mt-4">
          {confirmDelete ? (
            <div
              role="alertdialog"
              aria-labelledby="sil-onay"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
            >
              <p id="sil-onay" className="text-sm font-semibold text-red-800">
                {LEAD_KINDS[kind].labels.confirmDelete} {TRASH_DAYS} gün boyunca Silinenler’den geri alabilirsiniz.
              </p>
              <form action={trashLeadAction}>
                {hidden}
                <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
                  Evet, sil
                </button>
              </form>
              <Link
                href={leadHref(kind, id, list ? { liste: list } : {})}
                className={`${BUTTON} text-slate-700 hover:underline`}
              >
                Vazgeç
              </Link>
            </div>
          ) : (
            <Link
              href={leadHref(kind, id, { ...(list ? { liste: list } : {}), sil: '1' })}
              className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}
            >
              Sil
            </Link>
          )}
        </section>
      )}
      <p className="sr-only" data-testid="admin-email">
        {admin.email}
      </p>
    </main>
  );
}
