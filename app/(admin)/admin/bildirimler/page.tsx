import Link from 'next/link';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { MANAGER_ROLE, staffRole, getQuietHours, listSubscriptions, getVapidKeys } from '@/lib/alerts/index.server';
import {
  SERVICE_WORKER_SCOPE,
  ALERT_FIELDS,
  ALERT_SETTINGS_KEY,
  QUIET_FIELDS,
  alertSettingsFormValues,
  effectiveAlertSettings,
} from '@/lib/alerts';
import { readSettings } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { formatDateTime } from '@/lib/format';
import { AdminNotice } from '../_components/admin-notice';
import { SettingsForm } from '../_components/settings-form';
import { removeDeviceAction, saveAlertSettingsAction, saveQuietHoursAction } from './actions';
import { InstallButton } from './install-button';
import { PushToggle } from './push-toggle';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Bildirimler' };

const NOTICES = {
  'cihaz-kaldirildi': { text: 'Cihaz kaldırıldı; artık bildirim almayacak.', tone: 'success' },
  'cihaz-kaldirilamadi': { text: 'Cihaz kaldırılamadı. Lütfen yeniden deneyin.', tone: 'error' },
} as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const section = 'mt-5 rounded-2xl bg-white p-4 shadow-sm sm:p-5';

export default async function AlertsPage({ searchParams }: Props) {
  const staff = await requireStaff(PAGE_NEEDS['app/(admin)/admin/bildirimler/page.tsx'], ADMIN_PATHS.alerts);
  const params = await searchParams;
  const notice = typeof params.bildirim === 'string' ? NOTICES[params.bildirim as keyof typeof NOTICES] : undefined;
  const db = await getDb();
  const [vapid, devices, quiet, role, saved] = await Promise.all([
    getVapidKeys(db),
    listSubscriptions(db, [staff.userId]),
    getQuietHours(db, [staff.userId]),
    staffRole(db, staff.userId),
    readSettings(db),
  ]);
  const myQuiet = quiet.get(staff.userId) ?? null;
  const manager = role === MANAGER_ROLE;
  const settings = effectiveAlertSettings(saved[ALERT_SETTINGS_KEY]);

  return (
    <main className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <p>
        <Link href={ADMIN_PATHS.dashboard} className="text-sm font-semibold text-brand-700 underline">
          ← Yönetim paneline dön
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Bildirimler</h1>
      <AdminNotice notice={notice} />

      <section className={section} aria-labelledby="yukle-baslik" data-testid="install-help">
        <h2 id="yukle-baslik" className="text-lg font-bold text-slate-900">
          Paneli telefonunuza yükleyin
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Ana ekrana eklenen panel bir uygulama gibi açılır ve yeni talepler kilit ekranına saniyeler içinde düşer.
          Bildirimde yalnızca talebin türü ve numarası yazar; müşterinin adı, telefonu ve mesajı görünmez. Telefona
          hiçbir müşteri bilgisi kaydedilmez.
        </p>
        <InstallButton />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
            <h3 className="font-bold text-slate-900">iPhone ve iPad (Safari)</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>Paneli Safari’de açın.</li>
              <li>Alttaki Paylaş düğmesine dokunun.</li>
              <li>“Ana Ekrana Ekle”yi seçip “Ekle”ye dokunun.</li>
              <li>Paneli ana ekrandaki simgeden açın ve aşağıdan bildirimleri açın.</li>
            </ol>
          </div>
          <div className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
            <h3 className="font-bold text-slate-900">Android (Chrome)</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>Paneli Chrome’da açın.</li>
              <li>Sağ üstteki ⋮ menüsüne dokunun.</li>
              <li>“Ana ekrana ekle” veya “Uygulamayı yükle”yi seçin.</li>
              <li>Aşağıdan bu cihazda bildirimleri açın.</li>
            </ol>
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="cihaz-baslik">
        <h2 id="cihaz-baslik" className="text-lg font-bold text-slate-900">
          Bu cihaz
        </h2>
        <div className="mt-2">
          <PushToggle
            publicKey={vapid.publicKey}
            workerPath={ADMIN_PATHS.serviceWorker}
            scope={SERVICE_WORKER_SCOPE}
            subscriptionPath={ADMIN_PATHS.alertSubscription}
          />
          <noscript>
            <p className="text-sm text-slate-700">Bildirimleri açmak için tarayıcıda JavaScript açık olmalıdır.</p>
          </noscript>
        </div>
        <h3 className="mt-5 font-bold text-slate-900">Bildirim alan cihazlarınız</h3>
        {devices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="no-devices">
            Henüz bildirim alan bir cihazınız yok.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200" data-testid="devices">
            {devices.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <strong className="text-slate-900">{d.label}</strong>
                  <span className="block text-slate-600">
                    Eklendi: {formatDateTime(d.createdAt)}
                    {d.lastSentAt ? ` · Son bildirim: ${formatDateTime(d.lastSentAt)}` : ''}
                  </span>
                </span>
                <form action={removeDeviceAction}>
                  <input type="hidden" name="id" value={d.id} />
                  <button
                    type="submit"
                    aria-label={`Kaldır: ${d.label}`}
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    Kaldır
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={section} aria-labelledby="sessiz-baslik">
        <h2 id="sessiz-baslik" className="sr-only">
          Sessiz saatler
        </h2>
        <SettingsForm
          id="quiet-hours"
          action={saveQuietHoursAction}
          submitLabel="Sessiz saatleri kaydet"
          initialValues={{ [QUIET_FIELDS.from]: myQuiet?.from ?? '', [QUIET_FIELDS.until]: myQuiet?.until ?? '' }}
          groups={[
            {
              id: 'sessiz',
              title: 'Sessiz saatler',
              description:
                'Bu saatler arasında cihazlarınıza bildirim gelmez (İstanbul saati). İkisini de boş bırakırsanız bildirimler her saatte gelir.',
              fields: [
                { name: QUIET_FIELDS.from, label: 'Başlangıç', kind: 'time', hint: 'Örnek: 22:00' },
                { name: QUIET_FIELDS.until, label: 'Bitiş', kind: 'time', hint: 'Örnek: 07:30' },
              ],
            },
          ]}
        />
      </section>

      {manager && (
        <section className={section} aria-labelledby="ekip-baslik" data-testid="team-alert-settings">
          <h2 id="ekip-baslik" className="sr-only">
            Ekip bildirim ayarları
          </h2>
          <SettingsForm
            id="alert-settings"
            action={saveAlertSettingsAction}
            submitLabel="Kaydet"
            initialValues={alertSettingsFormValues(settings)}
            groups={[
              {
                id: 'ekip',
                title: 'Ekip bildirim ayarları',
                description: `Yeni talepler, talebin sahibine; sahibi yoksa nöbetteki ofis çalışanlarına bildirilir. İlk yanıtı belirtilen süre içinde verilmeyen talep bütün yöneticilere bildirilir.${
                  env().LEAD_NOTIFY_EMAIL
                    ? ` Adres yazılmazsa talep e-postaları ${env().LEAD_NOTIFY_EMAIL} adresine gider.`
                    : ''
                }`,
                fields: [
                  {
                    name: ALERT_FIELDS.leadEmailTo,
                    label: 'Talep e-postalarını alan adresler',
                    kind: 'text',
                    hint: 'Virgülle ayırın, en çok 5 adres.',
                  },
                  {
                    name: ALERT_FIELDS.escalationMinutes,
                    label: 'Yanıtsız talebin yöneticilere bildirileceği süre',
                    kind: 'number',
                    unit: 'dakika',
                  },
                ],
              },
            ]}
          />
        </section>
      )}
    </main>
  );
}
