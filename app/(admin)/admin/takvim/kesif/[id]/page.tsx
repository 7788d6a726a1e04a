import Link from 'next/link';
import { notFound } from 'next/navigation';
import { calendarHref, calendarSurveyHref, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { listSurveys, getLiveSurveyBooking, listFreeSlots, getSurveyHours } from '@/lib/calendar/index.server';
import { formatDayLong, istanbulDayOf, CALENDAR_NOTICES, slotsByDay, surveyKindLabel } from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';
import { istanbulClock } from '@/lib/istanbul-time';
import { getLeadById } from '@/lib/leads/index.server';
import { toE164 } from '@/lib/phone';
import { listTeam } from '@/lib/team/index.server';
import { AdminNotice } from '../../../_components/admin-notice';
import { SurveyStartFields } from '../../../_components/survey-start-fields';
import { rescheduleSurveyAction } from '../../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Keşif · Takvim' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One booked survey: move it to another day and time (the customer is told by e-mail), as on the lead page. */
export default async function SurveyPage({ params, searchParams }: Props) {
  const { id } = await params;
  const search = await searchParams;
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/takvim/kesif/[id]/page.tsx'], calendarSurveyHref(id));
  const db = await getDb();
  const [survey] = await listSurveys(db, { ids: [id] });
  if (!survey) notFound();
  const [hours, lead, booking, team] = await Promise.all([
    getSurveyHours(),
    getLeadById(db, survey.leadId),
    getLiveSurveyBooking(db, survey.leadId),
    listTeam(db),
  ]);
  const days = slotsByDay(await listFreeSlots(db, hours, 'staff', new Date(), survey.id));
  const notice = typeof search.bildirim === 'string' ? CALENDAR_NOTICES[search.bildirim] : undefined;
  const day = istanbulDayOf(survey.startsAt);

  return (
    <main className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={calendarHref({ view: 'gun', day })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Takvime dön
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">
        {survey.kind === 'video' ? 'Görüntülü keşif' : 'Keşif'} · {formatDayLong(day)}, {istanbulClock(survey.startsAt)}
      </h1>
      <p className="mt-1 text-sm">
        <Link
          href={leadHref(survey.leadKind, survey.leadId)}
          className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline"
        >
          {survey.reference ? `${survey.reference} · ` : ''}
          <bdi>{survey.name}</bdi>
        </Link>
      </p>
      <AdminNotice notice={notice} />
      <dl
        className="mt-4 grid gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-[10rem_1fr]"
        data-testid="calendar-survey-details"
      >
        <dt className="font-semibold text-slate-700">Tür</dt>
        <dd className="text-slate-900">{surveyKindLabel(survey.kind)}</dd>
        {booking?.address && (
          <>
            <dt className="font-semibold text-slate-700">Adres</dt>
            <dd className="text-slate-900">
              <bdi>{booking.address}</bdi>
            </dd>
          </>
        )}
        {lead?.phone && (
          <>
            <dt className="font-semibold text-slate-700">Telefon</dt>
            <dd>
              <a
                href={`tel:${toE164(lead.phone)}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {lead.phone}
              </a>
            </dd>
          </>
        )}
        {(survey.fromLocation || survey.toLocation) && (
          <>
            <dt className="font-semibold text-slate-700">Taşınma</dt>
            <dd className="text-slate-900">
              <bdi>{survey.fromLocation ?? '—'}</bdi> → <bdi>{survey.toLocation ?? '—'}</bdi>
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-700">Keşfi yapan</dt>
        <dd className="text-slate-900">{team.find((p) => p.id === survey.assignedTo)?.name ?? 'Atanmadı'}</dd>
      </dl>
      <form
        action={rescheduleSurveyAction}
        className="mt-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        data-testid="calendar-survey-move"
      >
        <input type="hidden" name="id" value={survey.id} />
        <div>
          <h2 className="font-bold text-slate-900">Başka güne veya saate al</h2>
          <p className="mt-1 text-sm text-slate-600">
            Talebin sayfasındakiyle aynı kural: boş keşif saatleri. Müşteriye yeni saat e-postayla gider; değişiklik
            talebin kaydına yazılır.
          </p>
        </div>
        <SurveyStartFields
          idPrefix="calendar-survey"
          days={days}
          surveyors={hours.surveyors}
          label="Yeni gün ve saat"
        />
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
          >
            Randevuyu taşı
          </button>
        </div>
      </form>
    </main>
  );
}
