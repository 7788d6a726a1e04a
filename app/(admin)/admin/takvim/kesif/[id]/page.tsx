import Link from 'next/link';
import { notFound } from 'next/navigation';
import { calendarHref, calendarSurveyHref, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { listSurveys } from '@/lib/calendar/calendar.server';
import { formatDayLong, istanbulDayOf } from '@/lib/calendar/days';
import { CALENDAR_NOTICES } from '@/lib/calendar/notices';
import { getDb } from '@/lib/db/kysely.server';
import { dateToIstanbulLocal, istanbulClock } from '@/lib/istanbul-time';
import { AdminNotice } from '../../../_components/admin-notice';
import { rescheduleSurveyAction } from '../../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Keşif · Takvim' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One booked survey: move it to another day and time (the customer is told by e-mail). */
export default async function SurveyPage({ params, searchParams }: Props) {
  const { id } = await params;
  const search = await searchParams;
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/takvim/kesif/[id]/page.tsx'], calendarSurveyHref(id));
  const db = await getDb();
  const [survey] = await listSurveys(db, { ids: [id] });
  if (!survey) notFound();
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
      <form action={rescheduleSurveyAction} className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="id" value={survey.id} />
        <h2 className="font-bold text-slate-900">Başka güne veya saate al</h2>
        <p className="mt-1 text-sm text-slate-600">Süre aynı kalır. Müşteriye yeni saat e-postayla gider.</p>
        <label htmlFor="startsAt" className="mt-3 block text-sm font-semibold text-slate-800">
          Yeni başlangıç (İstanbul saati)
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="startsAt"
            type="datetime-local"
            name="startsAt"
            required
            step={900}
            defaultValue={dateToIstanbulLocal(survey.startsAt)}
            className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
          >
            Saati değiştir
          </button>
        </div>
      </form>
    </main>
  );
}
