import Link from 'next/link';
import { notFound } from 'next/navigation';
import { calendarHref, calendarSurveyHref, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { listSurveys } from '@/lib/calendar/calendar.server';
import { formatDayLong, istanbulDayOf } from '@/lib/calendar/days';
import { CALENDAR_NOTICES } from '@/lib/calendar/notices';
import { getDb } from '@/lib/db/kysely.server';
import { istanbulClock } from '@/lib/istanbul-time';
import { slotsByDay } from '@/lib/calendar/slots';
import { listFreeSlots } from '@/lib/calendar/survey-bookings.server';
import { getSurveyHours } from '@/lib/calendar/survey-hours.server';
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
  const hours = await getSurveyHours();
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
        <Link href={leadHref(survey.leadKind, survey.leadId)} className="font-semibold text-brand-700 underline">
          {survey.reference ? `${survey.reference} · ` : ''}
          <bdi>{survey.name}</bdi>
        </Link>
      </p>
      <AdminNotice notice={notice} />
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
