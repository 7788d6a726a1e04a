'use server';

import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { dashboardHref } from '@/lib/admin/dashboard';
import { staffFormAction } from '@/lib/admin/staff-action.server';
import { diffFields, saveSetting } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import {
  SETTING_KEYS,
  getCompany,
  getEstimateNumbers,
  getIncludedTable,
  getServicePrices,
  revalidateSiteFacts,
} from '@/lib/settings/effective.server';
import {
  companyDisplay,
  companyFormValues,
  parseCompanyForm,
  parsePricesForm,
  pricesDisplay,
  pricesFormValues,
} from '@/lib/settings/forms';
import { includedDisplay, includedFormValues, parseIncludedForm } from '@/lib/included/table';

const MESSAGES = {
  invalid: 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.',
  failed: 'Kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.',
};

/** "Fiyatlar": the services' prices, durations and coverage, and the estimate's numbers. */
export const savePricesAction = staffFormAction({
  name: 'prices save',
  role: ACTION_NEEDS.savePricesAction,
  signInReturn: dashboardHref({ tab: 'fiyatlar' }),
  accept: (name) => name.startsWith('svc.') || name.startsWith('est.'),
  parse: parsePricesForm,
  work: async ({ services, estimate }, staff) => {
    const [beforePrices, beforeEstimate] = await Promise.all([getServicePrices(), getEstimateNumbers()]);
    const before = pricesDisplay(beforePrices, beforeEstimate);
    const after = pricesDisplay(services, estimate);
    const changes = diffFields(before, after);
    const db = await getDb();
    const isService = (field: string) => field.startsWith('svc.');
    await saveSetting(db, {
      key: SETTING_KEYS.services,
      value: services,
      changes: changes.filter((c) => isService(c.field)),
      by: staff.email,
    });
    await saveSetting(db, {
      key: SETTING_KEYS.estimate,
      value: estimate,
      changes: changes.filter((c) => !isService(c.field)),
      by: staff.email,
    });
    await revalidateSiteFacts();
    return {
      values: pricesFormValues(services, estimate),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Sitedeki bütün sayfalar yeni değerleri gösteriyor.`
          : 'Kaydedildi; değişen bir değer yoktu.',
    };
  },
  messages: MESSAGES,
});

/** "Fiyatlar" → "Hizmete dahil olanlar": per service, whether packing, assembly, the lift and insurance are included. */
export const saveIncludedAction = staffFormAction({
  name: 'included save',
  role: ACTION_NEEDS.saveIncludedAction,
  signInReturn: dashboardHref({ tab: 'fiyatlar' }),
  accept: (name) => name.startsWith('inc.'),
  parse: parseIncludedForm,
  work: async (table, staff) => {
    const changes = diffFields(includedDisplay(await getIncludedTable()), includedDisplay(table));
    await saveSetting(await getDb(), { key: SETTING_KEYS.included, value: table, changes, by: staff.email });
    await revalidateSiteFacts();
    return {
      values: includedFormValues(table),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Hizmet sayfaları ve fiyat hesaplama yeni tabloyu kullanıyor.`
          : 'Kaydedildi; değişen bir değer yoktu.',
    };
  },
  messages: MESSAGES,
});

/** "Firma Bilgileri": the company's identity. */
export const saveCompanyAction = staffFormAction({
  name: 'company facts save',
  role: ACTION_NEEDS.saveCompanyAction,
  signInReturn: dashboardHref({ tab: 'firma' }),
  accept: (name) => name.startsWith('co.'),
  parse: parseCompanyForm,
  work: async (company, staff) => {
    const changes = diffFields(companyDisplay(await getCompany()), companyDisplay(company));
    await saveSetting(await getDb(), { key: SETTING_KEYS.company, value: company, changes, by: staff.email });
    await revalidateSiteFacts();
    return {
      values: companyFormValues(company),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Sitedeki bütün sayfalar yeni bilgileri gösteriyor.`
          : 'Kaydedildi; değişen bir bilgi yoktu.',
    };
  },
  messages: MESSAGES,
});
