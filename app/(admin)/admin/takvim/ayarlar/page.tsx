import { cookies } from 'next/headers';
import Link from 'next/link';
import { ADMIN_PATHS, calendarHref, calendarSettingsHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS, can } from '@/lib/auth/permissions';
import {
  FEED_TOKEN_COOKIE,
  currentFeed,
  feedPath,
  listCrews,
  listVehicles,
  readCalendarSettings,
} from '@/lib/calendar/index.server';
import { CALENDAR_NOTICES } from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { getSite } from '@/lib/settings/index.server';
import { AdminNotice } from '../../_components/admin-notice';
import { CopyButton } from '../../_components/copy-button';
import {
  addCrewAction,
  addVehicleAction,
  createFeedAction,
  revokeFeedAction,
  saveCalendarSettingsAction,
  setResourceActiveAction,
} from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Araçlar, ekipler ve ayarlar · Takvim' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CARD = 'mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const INPUT = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2 text-sm font-normal';
const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold';

function ActiveToggle({ type, id, active }: { type: 'arac' | 'ekip'; id: string; active: boolean }) {
  return (
    <form action={setResourceActiveAction}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={active ? '0' : '1'} />
      <button
        type="submit"
        className={`${BUTTON} border border-slate-300 bg-white px-3 text-slate-700 hover:bg-slate-50`}
      >
        {active ? 'Kullanımdan kaldır' : 'Yeniden kullan'}
      </button>
    </form>
  );
}

/** Vehicles and crews (the capacity), the calendar's settings and the staff member's own feed address. */
export default async function CalendarSettingsPage({ searchParams }: Props) {
  const search = await searchParams;
  const admin = await requireStaff(PAGE_NEEDS['app/(admin)/admin/takvim/ayarlar/page.tsx'], calendarSettingsHref());
  const db = await getDb();
  const [vehicles, crews, settings, feed, site] = await Promise.all([
    listVehicles(db),
    listCrews(db),
    readCalendarSettings(db),
    currentFeed(db, admin.userId),
    getSite(),
  ]);
  const fresh = (await cookies()).get(FEED_TOKEN_COOKIE)?.value;
  const feedUrl = fresh && feed ? new URL(feedPath(fresh), `${site.url}/`).toString() : null;
  const notice = typeof search.bildirim === 'string' ? CALENDAR_NOTICES[search.bildirim] : undefined;
  const canManage = can(admin.role, 'calendar.write');

  return (
    <main className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <Link
        href={can(admin.role, 'calendar.read') ? calendarHref() : ADMIN_PATHS.dashboard}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {can(admin.role, 'calendar.read') ? '← Takvime dön' : '← Panele dön'}
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">
        {canManage ? 'Araçlar, ekipler ve ayarlar' : 'Telefon takviminiz'}
      </h1>
      <AdminNotice notice={notice} />

      {/* Saha staff see only their own feed address; the company's calendar is the others'. */}
      {canManage && (
        <>
          <section className={CARD} aria-labelledby="araclar">
            <h2 id="araclar" className="font-bold text-slate-900">
              Araçlar
            </h2>
            <ul className="mt-2 divide-y divide-slate-100" data-testid="calendar-vehicles">
              {vehicles.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className={`text-sm ${v.active ? 'text-slate-900' : 'text-slate-500 line-through'}`}>
                    {v.name} · {v.capacityM3.toLocaleString('tr-TR')} m³
                  </span>
                  <ActiveToggle type="arac" id={v.id} active={v.active} />
                </li>
              ))}
              {vehicles.length === 0 && <li className="py-2 text-sm text-slate-600">Henüz araç yok.</li>}
            </ul>
            <form action={addVehicleAction} className="mt-3 grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
              <label className="text-sm font-semibold text-slate-800">
                Araç adı veya plakası
                <input name="name" required maxLength={80} className={INPUT} />
              </label>
              <label className="text-sm font-semibold text-slate-800">
                Hacim (m³)
                <input name="capacity" required inputMode="decimal" className={INPUT} />
              </label>
              <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
                Araç ekle
              </button>
            </form>
          </section>

          <section className={CARD} aria-labelledby="ekipler">
            <h2 id="ekipler" className="font-bold text-slate-900">
              Ekipler
            </h2>
            <ul className="mt-2 divide-y divide-slate-100" data-testid="calendar-crews">
              {crews.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className={`text-sm ${c.active ? 'text-slate-900' : 'text-slate-500 line-through'}`}>
                    {c.name} · {c.size} kişi
                  </span>
                  <ActiveToggle type="ekip" id={c.id} active={c.active} />
                </li>
              ))}
              {crews.length === 0 && <li className="py-2 text-sm text-slate-600">Henüz ekip yok.</li>}
            </ul>
            <form action={addCrewAction} className="mt-3 grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
              <label className="text-sm font-semibold text-slate-800">
                Ekip adı
                <input name="name" required maxLength={80} className={INPUT} />
              </label>
              <label className="text-sm font-semibold text-slate-800">
                Kişi sayısı
                <input name="size" required inputMode="numeric" className={INPUT} />
              </label>
              <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
                Ekip ekle
              </button>
            </form>
          </section>

          <section className={CARD} aria-labelledby="ayarlar">
            <h2 id="ayarlar" className="font-bold text-slate-900">
              Hatırlatma ve yoğunluk
            </h2>
            <form action={saveCalendarSettingsAction} className="mt-2 grid gap-3 sm:grid-cols-3 sm:items-end">
              <label className="text-sm font-semibold text-slate-800">
                Hatırlatma saati (bir gün önce)
                <input
                  name="reminderHour"
                  type="number"
                  min={0}
                  max={23}
                  required
                  defaultValue={settings.reminderHour}
                  className={INPUT}
                />
              </label>
              <label className="text-sm font-semibold text-slate-800">
                Ekibin varış saati
                <input
                  name="moveStartTime"
                  type="time"
                  required
                  defaultValue={settings.moveStartTime}
                  className={INPUT}
                />
              </label>
              <label className="text-sm font-semibold text-slate-800">
                Yoğun gün eşiği (%)
                <input
                  name="busySharePercent"
                  type="number"
                  min={1}
                  max={100}
                  required
                  defaultValue={settings.busySharePercent}
                  className={INPUT}
                />
              </label>
              <p className="text-sm text-slate-600 sm:col-span-3">
                Müşteriye keşiften ve taşınmadan bir gün önce, bu saatte hatırlatma e-postası gider. Araç veya ekiplerin
                bu oranı dolan günler fiyat hesaplamada yoğun dönem farkıyla fiyatlanır; dolu günler “dolu” görünür.
              </p>
              <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
                Kaydet
              </button>
            </form>
          </section>
        </>
      )}

      <section className={CARD} aria-labelledby="takvim-adresi">
        <h2 id="takvim-adresi" className="font-bold text-slate-900">
          Telefon takviminiz
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Bu adresi telefonunuzun takvim uygulamasına “takvim aboneliği” olarak ekleyin: size atanan keşifler ve
          taşınmalar görünür (yöneticilerde hepsi). Adreste talep numarası, müşterinin adı, ilçe ve talebin bağlantısı
          bulunur; telefon, e-posta ve açık adres bulunmaz. Adresi kimseyle paylaşmayın.
        </p>
        {feedUrl && (
          <div className="mt-3 rounded-lg bg-green-50 p-3 text-sm" data-testid="calendar-feed-url">
            <p className="font-semibold text-green-900">Yeni adresiniz (yalnızca şimdi gösterilir):</p>
            <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">{feedUrl}</p>
            <div className="mt-2">
              <CopyButton text={feedUrl} className={`${BUTTON} border border-green-300 bg-white text-green-900`} />
            </div>
          </div>
        )}
        <p className="mt-3 text-sm text-slate-700">
          {feed
            ? `Adresiniz ${formatDateTime(feed.createdAt)} tarihinde oluşturuldu${feed.lastFetchedAt ? `; son okunma ${formatDateTime(feed.lastFetchedAt)}` : '; henüz okunmadı'}.`
            : 'Henüz takvim adresiniz yok.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <form action={createFeedAction}>
            <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
              {feed ? 'Yeni adres oluştur' : 'Takvim adresi oluştur'}
            </button>
          </form>
          {feed && (
            <form action={revokeFeedAction}>
              <button type="submit" className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}>
                Adresi iptal et
              </button>
            </form>
          )}
        </div>
      </section>
    </main>
  );
}
