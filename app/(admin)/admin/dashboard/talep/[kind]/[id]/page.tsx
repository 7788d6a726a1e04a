import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { NOTICES, dashboardHref, listState, parseDashboardQuery } from '@/lib/admin/dashboard';
import { leadHref, leadKindOfPath } from '@/lib/admin/paths';
import { refusedHref, requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS, can } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { staffUploadPath } from '@/lib/lead-files/index.server';
import { LEAD_KINDS } from '@/lib/leads';
import {
  CUSTOMER_LINK_COOKIE,
  customerPagePath,
  freshLinkToken,
  listLeadLinks,
  getLead,
  markLeadRead,
} from '@/lib/leads/index.server';
import { configuredOutbox } from '@/lib/outbox/index.server';
import { toE164 } from '@/lib/phone';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { isAssignedWork } from '@/lib/team/index.server';
import { AfterMoveSection } from './after-move-section';
import { AssignmentSection } from './assignment-section';
import { CustomerLinkSection } from './customer-link-section';
import { DeleteSection } from './delete-section';
import { DetailsSection } from './details-section';
import { HistorySection } from './history-section';
import { InventorySection } from './inventory-section';
import { LeadFilesSection } from './lead-files-section';
import { LeadHeader } from './lead-header';
import { LeadOffers } from './lead-offers';
import { NotesSection } from './notes-section';
import { StatusSection } from './status-section';
import { SurveyBookingSection } from './survey-section';

// The staff lead page (STYLE habit 25): a column of sections, each loading what it shows; the
// page checks access, loads the lead and composes them in order.

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Talep · Yönetim Paneli' };

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

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
  const links = await listLeadLinks(db, id);
  const freshToken = freshLinkToken((await cookies()).get(CUSTOMER_LINK_COOKIE.name)?.value, id);
  const fresh = freshToken ? absoluteUrl(customerPagePath(freshToken)) : null;

  const noticeId = one(search.bildirim);
  const notice = noticeId ? NOTICES[noticeId] : undefined;
  const backState = list
    ? listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(list).entries())))
    : { tab: LEAD_KINDS[kind].tab };
  const backHref = dashboardHref(backState);
  const phone = lead.phone ? toE164(lead.phone) : null;
  const firstName = lead.name.split(' ')[0] ?? '';
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
      <LeadHeader lead={lead} phone={phone} full={full} hidden={hidden} notice={notice} />
      <DetailsSection lead={lead} />

      {full && !lead.deletedAt && can(admin.role, 'lead.assign') && (
        <AssignmentSection db={db} hidden={hidden} assignedTo={lead.assignedTo} />
      )}

      {full && !lead.deletedAt && (
        <CustomerLinkSection
          hidden={hidden}
          links={links}
          fresh={fresh}
          phone={phone}
          firstName={firstName}
          companyName={site().name}
          canEmail={Boolean(lead.email) && configuredOutbox() !== null}
        />
      )}

      {full && lead.kind === 'quote' && !lead.deletedAt && <SurveyBookingSection leadId={id} hidden={hidden} />}
      {lead.kind === 'quote' && <InventorySection lead={lead} />}

      {full && lead.kind === 'quote' && !lead.deletedAt && (
        <LeadOffers
          db={db}
          leadId={id}
          list={list}
          fresh={fresh}
          phone={phone}
          firstName={firstName}
          confirmWithdraw={Number.parseInt(one(search['geri-cek']) ?? '', 10) || null}
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
      {full && <StatusSection lead={lead} hidden={hidden} />}

      <NotesSection db={db} kind={kind} id={id} list={list} staffEmail={admin.email} hidden={hidden} />
      <HistorySection db={db} kind={kind} id={id} />

      {full && !lead.deletedAt && (
        <DeleteSection kind={kind} id={id} list={list} confirmDelete={confirmDelete} hidden={hidden} />
      )}
      <p className="sr-only" data-testid="admin-email">
        {admin.email}
      </p>
    </main>
  );
}
