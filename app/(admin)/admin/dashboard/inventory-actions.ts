'use server';

import { dashboardHref } from '@/lib/admin/dashboard';
import { staffFormAction } from '@/lib/admin/staff-action.server';
import { diffFields, readSettings, saveSetting } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { catalogueDisplay, catalogueFormValues, parseCatalogueForm, effectiveCatalogue } from '@/lib/inventory';
import { SETTING_KEYS, revalidateSiteFacts } from '@/lib/settings/index.server';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

/** "Fiyatlar" → "Eşya listesi": the catalogue's items, the free-text sizes, the boxes and the inventory's range. */
export const saveInventoryCatalogueAction = staffFormAction({
  name: 'inventory catalogue save',
  role: ACTION_NEEDS.saveInventoryCatalogueAction,
  signInReturn: dashboardHref({ tab: 'fiyatlar' }),
  accept: (name) => name.startsWith('inv.'),
  parse: parseCatalogueForm,
  work: async (catalogue, staff) => {
    const db = await getDb();
    const before = effectiveCatalogue((await readSettings(db))[SETTING_KEYS.inventory]);
    // Items the form did not carry (added to the seed since the page was shown) keep their values.
    const saved = effectiveCatalogue(catalogue);
    const changes = diffFields(catalogueDisplay(before), catalogueDisplay(saved));
    await saveSetting(db, { key: SETTING_KEYS.inventory, value: saved, changes, by: staff.email });
    await revalidateSiteFacts();
    return {
      values: catalogueFormValues(saved),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Müşteri sayfalarındaki eşya listeleri yeni değerlerle hesaplanıyor.`
          : 'Kaydedildi; değişen bir değer yoktu.',
    };
  },
  messages: {
    invalid: 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.',
    failed: 'Kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.',
  },
});
