import Link from 'next/link';
import { calendarMoveHref, calendarSurveyHref, leadHref } from '@/lib/admin/paths';
import type { DayCapacity } from '@/lib/calendar';
import { type CalendarFollowUp, type CalendarMove, type CalendarSurvey, districtOf } from '@/lib/calendar/index.server';
import { istanbulClock } from '@/lib/istanbul-time';

// The calendar's entries and a day's capacity, shared by the day, week and agenda views.

export interface Names {
  vehicles: Map<string, string>;
  crews: Map<string, string>;
  staff: Map<string, string>;
}

function LeadLink({ entry }: { entry: CalendarSurvey | CalendarMove | CalendarFollowUp }) {
  return (
    <Link
      href={leadHref(entry.leadKind, entry.leadId)}
      className="inline-block min-h-6 py-0.5 font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline"
      data-testid="calendar-lead-link"
    >
      {entry.reference ? `${entry.reference} · ` : ''}
      <bdi>{entry.name}</bdi>
    </Link>
  );
}

/** An entry's box: tighter in the week's narrow columns. */
const item = (compact: boolean) =>
  `rounded-xl border-l-4 bg-white shadow-sm ring-1 ring-slate-200 ${compact ? 'p-2 text-xs' : 'p-3 text-sm'}`;

export function SurveyEntry({ survey, compact = false }: { survey: CalendarSurvey; compact?: boolean }) {
  const place = districtOf(survey.fromLocation);
  return (
    <li className={`${item(compact)} border-l-sky-500`} data-testid="calendar-survey">
      <p className="font-semibold text-slate-900">
        <span className="tabular-nums">
          {istanbulClock(survey.startsAt)}–{istanbulClock(survey.endsAt)}
        </span>
        {/* In the week's narrow column the kind goes on a line of its own. */}
        <span className={compact ? 'sr-only' : undefined}> · </span>
        <span className={compact ? 'block' : undefined}>
          {survey.kind === 'video' ? 'Görüntülü keşif' : 'Keşif (ev ziyareti)'}
        </span>
      </p>
      <p className="mt-0.5">
        <LeadLink entry={survey} />
      </p>
      {!compact && place && <p className="text-slate-600">{place}</p>}
      {!compact && (
        <Link
          href={calendarSurveyHref(survey.id)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-slate-700 underline underline-offset-2"
        >
          Başka saate al
        </Link>
      )}
    </li>
  );
}

export function MoveEntry({ move, names, compact = false }: { move: CalendarMove; names: Names; compact?: boolean }) {
  const assigned = [
    ...move.vehicleIds.map((id) => names.vehicles.get(id) ?? 'Silinmiş araç'),
    ...move.crewIds.map((id) => names.crews.get(id) ?? 'Silinmiş ekip'),
  ];
  const staff = move.userIds.map((id) => names.staff.get(id) ?? 'Silinmiş hesap');
  const from = districtOf(move.fromLocation) ?? move.fromLocation;
  const to = districtOf(move.toLocation) ?? move.toLocation;
  return (
    <li className={`${item(compact)} border-l-brand-600`} data-testid="calendar-move">
      <p className="font-semibold text-slate-900">Taşınma</p>
      <p className="mt-0.5">
        <LeadLink entry={move} />
      </p>
      {!compact && (from || to) && (
        <p className="[overflow-wrap:anywhere] text-slate-600">
          {from ?? '?'} → {to ?? '?'}
        </p>
      )}
      <p className={assigned.length ? 'text-slate-700' : 'font-semibold text-amber-800'}>
        {assigned.length ? assigned.join(', ') : 'Araç ve ekip atanmadı'}
        {staff.length > 0 && !compact ? ` · ${staff.join(', ')}` : ''}
      </p>
      {!compact && (
        <Link
          href={calendarMoveHref(move.id)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-slate-700 underline underline-offset-2"
        >
          Planla veya başka güne al
        </Link>
      )}
    </li>
  );
}

export function FollowUpEntry({ followUp, compact = false }: { followUp: CalendarFollowUp; compact?: boolean }) {
  return (
    <li className={`${item(compact)} border-l-amber-500`} data-testid="calendar-follow-up">
      <p className="font-semibold text-slate-900">
        <span className="tabular-nums">{istanbulClock(followUp.at)}</span> · Takip
      </p>
      <p className="mt-0.5">
        <LeadLink entry={followUp} />
      </p>
    </li>
  );
}

/**
 * "Müsait", "Yoğun" or "Dolu", with the booked and available vehicles and crews; "Kapasite
 * girilmedi" while the company has no vehicle or crew entered (nothing to call available).
 */
export function CapacityLine({ capacity, compact = false }: { capacity: DayCapacity; compact?: boolean }) {
  const state =
    capacity.share === null ? 'Kapasite girilmedi' : capacity.full ? 'Dolu' : capacity.busy ? 'Yoğun' : 'Müsait';
  const tone =
    capacity.share === null
      ? 'bg-slate-100 text-slate-700'
      : capacity.full
        ? 'bg-red-100 text-red-800'
        : capacity.busy
          ? 'bg-amber-100 text-amber-900'
          : 'bg-green-100 text-green-800';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="calendar-capacity">
      <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}>{state}</span>
      {/* Compact (the week's narrow columns, the agenda): a comma, which reads well when the counts wrap. */}
      <span className="tabular-nums">
        {capacity.vehicles.booked}/{capacity.vehicles.available} araç{compact && ','}
      </span>
      {!compact && <span aria-hidden="true">·</span>}
      <span className="tabular-nums">
        {capacity.crews.booked}/{capacity.crews.available} ekip
      </span>
      {!compact && capacity.share === null && (
        <span className="w-full text-xs text-slate-600">Kapasite için araç ve ekip ekleyin.</span>
      )}
    </p>
  );
}
