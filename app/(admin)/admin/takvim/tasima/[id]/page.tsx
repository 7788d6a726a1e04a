import Link from 'next/link';
import { notFound } from 'next/navigation';
import { calendarHref, calendarMoveHref, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { capacityByDay, getMove, listCrews, listStaffAccounts, listVehicles } from '@/lib/calendar/index.server';
import { formatDayLong, istanbulDayOf, CALENDAR_NOTICES } from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';
import { AdminNotice } from '../../../_components/admin-notice';
import { assignMoveAction, rescheduleMoveAction } from '../../actions';
import { CapacityLine } from '../../calendar-entries';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Taşınma · Takvim' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';
const CARD = 'mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

function Check({ name, label, checked, hint }: { name: string; label: string; checked: boolean; hint?: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-5" />
      <span className="text-sm text-slate-800">
        {label}
        {hint && <span className="text-slate-500"> · {hint}</span>}
      </span>
    </label>
  );
}

/** One move: its vehicles, crews and staff, and another day. */
export default async function MovePage({ params, searchParams }: Props) {
  const { id } = await params;
  const search = await searchParams;
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/takvim/tasima/[id]/page.tsx'], calendarMoveHref(id));
  const db = await getDb();
  const move = await getMove(db, id);
  if (!move) notFound();
  const [vehicles, crews, staff, capacity] = await Promise.all([
    listVehicles(db),
    listCrews(db),
    listStaffAccounts(db),
    capacityByDay(db, move.moveDate, move.moveDate),
  ]);
  const notice = typeof search.bildirim === 'string' ? CALENDAR_NOTICES[search.bildirim] : undefined;
  const today = istanbulDayOf(new Date());

  return (
    <main className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={calendarHref({ view: 'gun', day: move.moveDate })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Takvime dön
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Taşınma · {formatDayLong(move.moveDate)}</h1>
      <p className="mt-1 text-sm">
        <Link
          href={leadHref(move.leadKind, move.leadId)}
          className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline"
        >
          {move.reference ? `${move.reference} · ` : ''}
          <bdi>{move.name}</bdi>
        </Link>
      </p>
      <div className="mt-2">
        <CapacityLine capacity={capacity.get(move.moveDate)!} />
      </div>
      <AdminNotice notice={notice} />

      <form action={assignMoveAction} className={CARD}>
        <input type="hidden" name="id" value={move.id} />
        <fieldset>
          <legend className="font-bold text-slate-900">Araçlar</legend>
          {vehicles.length === 0 && <p className="text-sm text-slate-600">Henüz araç eklenmedi.</p>}
          {vehicles
            .filter((v) => v.active || move.vehicleIds.includes(v.id))
            .map((v) => (
              <Check
                key={v.id}
                name={`arac:${v.id}`}
                label={v.name}
                hint={`${v.capacityM3.toLocaleString('tr-TR')} m³`}
                checked={move.vehicleIds.includes(v.id)}
              />
            ))}
        </fieldset>
        <fieldset className="mt-3">
          <legend className="font-bold text-slate-900">Ekipler</legend>
          {crews.length === 0 && <p className="text-sm text-slate-600">Henüz ekip eklenmedi.</p>}
          {crews
            .filter((c) => c.active || move.crewIds.includes(c.id))
            .map((c) => (
              <Check
                key={c.id}
                name={`ekip:${c.id}`}
                label={c.name}
                hint={`${c.size} kişi`}
                checked={move.crewIds.includes(c.id)}
              />
            ))}
        </fieldset>
        <fieldset className="mt-3">
          <legend className="font-bold text-slate-900">Personel</legend>
          {staff.map((s) => (
            <Check key={s.id} name={`personel:${s.id}`} label={s.name} checked={move.userIds.includes(s.id)} />
          ))}
        </fieldset>
        <button type="submit" className={`${BUTTON} mt-3 w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
          Atamayı kaydet
        </button>
      </form>

      <form action={rescheduleMoveAction} className={CARD}>
        <input type="hidden" name="id" value={move.id} />
        <h2 className="font-bold text-slate-900">Başka güne al</h2>
        <p className="mt-1 text-sm text-slate-600">
          Müşteriye yeni tarih e-postayla gider ve kendi sayfasında görünür. Günün doluluğunu takvimden kontrol edin.
        </p>
        <label htmlFor="day" className="mt-3 block text-sm font-semibold text-slate-800">
          Yeni taşınma günü
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="day"
            type="date"
            name="day"
            required
            min={today}
            defaultValue={move.moveDate}
            className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm"
          />
          <button type="submit" className={`${BUTTON} bg-slate-800 text-white hover:bg-slate-900`}>
            Günü değiştir
          </button>
        </div>
      </form>
    </main>
  );
}
