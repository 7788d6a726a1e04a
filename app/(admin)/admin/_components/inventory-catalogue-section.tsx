import { SETTING_KEYS } from '@/lib/settings/index.server';
import { catalogueFormGroups, catalogueFormValues } from '@/lib/inventory';
import { getInventoryCatalogue } from '@/lib/inventory/index.server';
import { saveInventoryCatalogueAction } from '../dashboard/inventory-actions';
import { SettingsForm } from './settings-form';
import { History, history } from './settings-tabs';

/** "Fiyatlar" → the inventory's catalogue: the items customers count, their volumes and flags, and the narrower range. */
export async function InventoryCatalogueSection() {
  const catalogue = await getInventoryCatalogue();
  const groups = catalogueFormGroups(catalogue);
  return (
    <section className="mt-10 border-t border-slate-200 pt-8" aria-labelledby="esya-katalogu">
      <h2 id="esya-katalogu" className="text-xl font-bold text-slate-900">
        Eşya listesi: eşyalar ve hacimleri
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-600">
        Müşteri sayfasındaki “Eşya listesi” bu eşyaları odalarına göre gösterir. Hacim bir adedin tipik hacmidir (m³, en
        çok iki ondalık: 1,5). Özellik, ekibin dikkat etmesi gerekeni söyler: kırılır, ağır (piyano, kasa) ya da sökülüp
        kurulur.
      </p>
      <SettingsForm
        id="esya"
        action={saveInventoryCatalogueAction}
        groups={groups}
        initialValues={catalogueFormValues(catalogue)}
        submitLabel="Eşya Listesini Kaydet"
      />
      <History
        entries={await history([SETTING_KEYS.inventory])}
        groups={groups}
        id="esya-gecmisi"
        testId="esya-history"
      />
    </section>
  );
}
