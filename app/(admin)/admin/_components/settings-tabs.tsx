import { settingsVersionToken, type SettingsFieldGroup } from '@/lib/admin/settings-form';
import { listSettingHistory, type SettingHistoryEntry } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import {
  SETTING_KEYS,
  getCompany,
  getEstimateNumbers,
  getIncludedTable,
  getServicePrices,
  getSettingVersions,
  companyFormGroups,
  companyFormValues,
  fieldLabels,
  pricesFormGroups,
  pricesFormValues,
} from '@/lib/settings/index.server';
import { includedFormGroups, includedFormValues } from '@/lib/included/index.server';
import { saveCompanyAction, saveIncludedAction, savePricesAction } from '../dashboard/settings-actions';
import { SettingsForm } from './settings-form';
import { InventoryCatalogueSection } from './inventory-catalogue-section';

/** The saved versions the form's values belong to, read with them (docs/decisions/044). */
export async function versionOf(keys: string[]): Promise<string> {
  return settingsVersionToken(keys, await getSettingVersions());
}

export async function history(keys: string[]): Promise<SettingHistoryEntry[] | null> {
  try {
    return await listSettingHistory(await getDb(), keys, 50);
  } catch (error) {
    console.error('[settings] history could not be loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function History({
  entries,
  groups,
  id = 'degisiklik-gecmisi',
  testId = 'settings-history',
}: {
  entries: SettingHistoryEntry[] | null;
  groups: SettingsFieldGroup[];
  id?: string;
  testId?: string;
}) {
  const labels = fieldLabels(groups);
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h3 id={id} className="font-bold text-slate-900">
        Değişiklik geçmişi
      </h3>
      {entries === null ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          Değişiklik geçmişi yüklenirken hata oluştu.
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Henüz bir değişiklik kaydedilmedi; sitede varsayılan değerler görünüyor.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm" data-testid={testId}>
          {entries.map((e) => (
            <li key={e.id} className="py-2">
              <span className="text-slate-500">{formatDateTime(e.changedAt)}</span>
              {' · '}
              <span className="text-slate-700">{e.changedBy ?? 'bilinmiyor'}</span>
              {' · '}
              <span className="font-semibold text-slate-900">{labels[e.field] ?? e.field}</span>:{' '}
              <span className="text-slate-600 line-through decoration-slate-400">{e.oldValue ?? '—'}</span>
              {' → '}
              <span className="font-semibold text-slate-900">{e.newValue ?? '—'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Fiyatlar": every service's starting price, duration and coverage, then the estimate's numbers. */
export async function PricesTab() {
  const [prices, estimate] = await Promise.all([getServicePrices(), getEstimateNumbers()]);
  const groups = pricesFormGroups();
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Tutarlar kuruşsuz, tam lira olarak yazılır (15000 ya da 15.000). Kaydettiğinizde sitedeki bütün sayfalar yeni
        değerleri aynı anda gösterir.
      </p>
      <SettingsForm
        id="fiyatlar"
        action={savePricesAction}
        groups={groups}
        initialValues={pricesFormValues(prices, estimate)}
        version={await versionOf([SETTING_KEYS.services, SETTING_KEYS.estimate])}
        submitLabel="Fiyatları Kaydet"
      />
      <History entries={await history([SETTING_KEYS.services, SETTING_KEYS.estimate])} groups={groups} />
      <IncludedSection />
      <InventoryCatalogueSection />
    </>
  );
}

/** "Fiyatlar" → what each service includes and what is extra; the estimate does not charge what is included. */
async function IncludedSection() {
  const groups = includedFormGroups();
  return (
    <section className="mt-10 border-t border-slate-200 pt-8" aria-labelledby="dahil-olanlar">
      <h2 id="dahil-olanlar" className="text-xl font-bold text-slate-900">
        Hizmete dahil olanlar ve ek ücretliler
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-600">
        Yükleme, boşaltma ve taşıma (araç, yakıt ve şoför) her hizmete dahildir. Aşağıdakiler için seçtiğiniz değer
        hizmet sayfalarında, hizmet penceresinde, ana sayfada, güzergâh fiyat tablolarında ve fiyat hesaplamada
        kullanılır: &quot;Dahil&quot; işaretlenen kalem o hizmetin fiyat tahmininde ayrıca ücretlendirilmez.
      </p>
      <SettingsForm
        id="dahil"
        action={saveIncludedAction}
        groups={groups}
        initialValues={includedFormValues(await getIncludedTable())}
        version={await versionOf([SETTING_KEYS.included])}
        submitLabel="Dahil Olanları Kaydet"
      />
      <History
        entries={await history([SETTING_KEYS.included])}
        groups={includedFormGroups({ forHistory: true })}
        id="dahil-gecmisi"
        testId="dahil-history"
      />
    </section>
  );
}

/** "Firma Bilgileri": names, phones, e-mail, address, map, social links, certificate, insurer. */
export async function CompanyTab() {
  const groups = companyFormGroups();
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Burada kaydedilen bilgiler ortam ayarlarındaki (.env) değerlerin yerine geçer ve sitedeki bütün sayfalarda aynı
        anda görünür.
      </p>
      <SettingsForm
        id="firma"
        action={saveCompanyAction}
        groups={groups}
        initialValues={companyFormValues(await getCompany())}
        version={await versionOf([SETTING_KEYS.company])}
        submitLabel="Firma Bilgilerini Kaydet"
      />
      <History entries={await history([SETTING_KEYS.company])} groups={groups} />
    </>
  );
}
