import Link from 'next/link';
import { ADMIN_PATHS, calendarHref, calendarSettingsHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import {
  calendarRange,
  type CalendarRange,
  listCrews,
  listStaffAccounts,
  listVehicles,
} from '@/lib/calendar/index.server';
import {
  addDays,
  daysBetween,
  formatDayLong,
  formatDayShort,
  isDay,
  istanbulDayOf,
  weekStart,
  CALENDAR_NOTICES,
} from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';
import { AdminNotice } from '../_components/admin-notice';
import { CapacityLine, FollowUpEntry, MoveEntry, SurveyEntry, type Names } from './calendar-entries';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Takvim · Yönetim Paneli' };

const VIEWS = [
  { id: 'gun', label: 'Gün', step: 1 },
  { id: 'hafta', label: 'Hafta', step: 7 },
  { id: 'ajanda', label: 'Ajanda', step: 30 },
] as const;
type View = (typeof VIEWS)[number];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The entries of one day, in the order of the day: surveys and follow-ups by time, moves first. */
function DayEntries({
  day,
  data,
  names,
  compact,
}: {
  day: string;
  data: CalendarRange;
  names: Names;
  compact: boolean;
}) {
  const moves = data.moves.filter((m) => m.moveDate === day);
  const timed = [
    ...data.surveys.filter((s) => istanbulDayOf(s.startsAt) === day).map((s) => ({ at: s.startsAt, survey: s })),
    ...data.followUps.filter((f) => istanbulDayOf(f.at) === day).map((f) => ({ at: f.at, followUp: f })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (moves.length === 0 && timed.length === 0)
    return <p className="text-sm text-slate-500">{compact ? '—' : 'Bu gün için keşif, taşınma veya takip yok.'}</p>;
  return (
    <ul className="space-y-2">
      {moves.map((move) => (
        <MoveEntry key={move.id} move={move} names={names} compact={compact} />
      ))}
      {timed.map((entry) =>
        'survey' in entry ? (
          <SurveyEntry key={entry.survey.id} survey={entry.survey} compact={compact} />
        ) : (
          <FollowUpEntry key={`f-${entry.followUp.leadId}`} followUp={entry.followUp} compact={compact} />
        ),
      )}
    </ul>
  );
}

function hasEntries(day: string, data: CalendarRange): boolean {
  return (
    data.moves.some((m) => m.moveDate === day) ||
    data.surveys.some((s) => istanbulDayOf(s.startsAt) === day) ||
    data.followUps.some((f) => istanbulDayOf(f.at) === day)
  );
}

/** /admin/takvim: surveys, moves and follow-ups by day, week or as an agenda, with each day's capacity. */
export default async function CalendarPage({ searchParams }: Props) {
  const params = await searchParams;
  const view: View = VIEWS.find((v) => v.id === one(params.gorunum)) ?? VIEWS[0];
  const today = istanbulDayOf(new Date());
  const asked = one(params.tarih);
  const day = asked && isDay(asked) ? asked : today;
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/takvim/page.tsx'], calendarHref({ view: view.id, day }));
  const from = view.id === 'hafta' ? weekStart(day) : day;
  const to = addDays(from, view.step - 1);
  const db = await getDb();
  const [data, vehicles, crews, staff] = await Promise.all([
    calendarRange(db, from, to),
    listVehicles(db),
    listCrews(db),
    listStaffAccounts(db),
  ]);
  const names: Names = {
    vehicles: new Map(vehicles.map((v) => [v.id, v.name])),
    crews: new Map(crews.map((c) => [c.id, c.name])),
    staff: new Map(staff.map((s) => [s.id, s.name])),
  };
  const noticeId = one(params.bildirim);
  const title =
    view.id === 'gun'
      ? formatDayLong(day)
      : view.id === 'hafta'
        ? `${formatDayShort(from)} – ${formatDayShort(to)}`
        : `${formatDayShort(from)} – ${formatDayShort(to)} (30 gün)`;
  const agendaDays = daysBetween(from, to).filter((d) => hasEntries(d, data));
  const link = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          href={ADMIN_PATHS.dashboard}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Panele dön
        </Link>
        <Link
          href={calendarSettingsHref()}
          className={`${link} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Araçlar, ekipler ve ayarlar
        </Link>
      </div>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Takvim</h1>
      <AdminNotice notice={noticeId ? CALENDAR_NOTICES[noticeId] : undefined} />

      <nav aria-label="Görünüm" className="mt-3 grid grid-cols-3 gap-2 sm:inline-grid">
        {VIEWS.map((v) => (
          <Link
            key={v.id}
            href={calendarHref({ view: v.id, day })}
            aria-current={v.id === view.id ? 'page' : undefined}
            className={`${link} ${v.id === view.id ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
          >
            {v.label}
          </Link>
        ))}
      </nav>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link
          href={calendarHref({ view: view.id, day: addDays(day, -view.step) })}
          className={`${link} bg-white text-slate-800 ring-1 ring-slate-200`}
          aria-label="Önceki"
        >
          ←
        </Link>
        <Link
          href={calendarHref({ view: view.id, day: today })}
          className={`${link} bg-white text-slate-800 ring-1 ring-slate-200`}
        >
          Bugün
        </Link>
        <Link
          href={calendarHref({ view: view.id, day: addDays(day, view.step) })}
          className={`${link} bg-white text-slate-800 ring-1 ring-slate-200`}
          aria-label="Sonraki"
        >
          →
        </Link>
        <form method="get" action={ADMIN_PATHS.calendar} className="flex items-center gap-2">
          <input type="hidden" name="gorunum" value={view.id} />
          <label htmlFor="tarih" className="sr-only">
            Tarih
          </label>
          <input
            id="tarih"
            type="date"
            name="tarih"
            defaultValue={day}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          />
          <button type="submit" className={`${link} bg-slate-800 text-white`}>
            Git
          </button>
        </form>
      </div>

      <h2 className="mt-4 text-lg font-bold text-slate-900" data-testid="calendar-title">
        {title}
      </h2>

      {view.id === 'gun' && (
        <section className="mt-2 space-y-3" aria-label="Günün kayıtları">
          <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Kapasite (dolu / toplam)</p>
            <CapacityLine capacity={data.capacity.get(day)!} />
          </div>
          <DayEntries day={day} data={data} names={names} compact={false} />
        </section>
      )}

      {view.id === 'hafta' && (
        <ol className="mt-2 grid gap-3 lg:grid-cols-7">
          {daysBetween(from, to).map((d) => (
            <li
              key={d}
              className={`min-w-0 rounded-2xl p-2 ring-1 ${d === today ? 'ring-brand-300 bg-brand-50' : 'bg-slate-50 ring-slate-200'}`}
              data-testid="calendar-week-day"
            >
              <h3 className="font-bold text-slate-900">
                <Link
                  href={calendarHref({ view: 'gun', day: d })}
                  className="inline-flex min-h-11 items-center hover:underline"
                >
                  {formatDayShort(d)}
                </Link>
              </h3>
              <CapacityLine capacity={data.capacity.get(d)!} compact />
              <div className="mt-2">
                <DayEntries day={d} data={data} names={names} compact />
              </div>
            </li>
          ))}
        </ol>
      )}

      {view.id === 'ajanda' && (
        <section className="mt-2 space-y-4" aria-label="Ajanda">
          {agendaDays.length === 0 && (
            <p className="text-sm text-slate-600">Bu 30 günde keşif, taşınma veya takip yok.</p>
          )}
          {agendaDays.map((d) => (
            <div key={d} data-testid="calendar-agenda-day">
              {/* The day's capacity beside its heading, not in it (a heading holds phrasing content only). */}
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-1">
                <h3 className="font-bold text-slate-900">
                  <Link
                    href={calendarHref({ view: 'gun', day: d })}
                    className="inline-flex min-h-11 items-center hover:underline"
                  >
                    {formatDayLong(d)}
                  </Link>
                </h3>
                <CapacityLine capacity={data.capacity.get(d)!} compact />
              </div>
              <div className="mt-2 max-w-3xl">
                <DayEntries day={d} data={data} names={names} compact={false} />
              </div>
            </div>
          ))}
        </section>
      )}
    </main>
  );
}
