'use server';

import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { dashboardHref } from '@/lib/admin/dashboard';
import { staffFormAction } from '@/lib/admin/staff-action.server';
import { settingsVersionToken } from '@/lib/admin/settings-form';
import { diffFields, readSettingsWithVersions, saveSetting, saveSettings } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import {
  SETTING_KEYS,
  companyOf,
  estimateNumbersOf,
  getCompany,
  getEstimateNumbers,
  getIncludedTable,
  getServicePrices,
  includedOf,
  revalidateSiteFacts,
  servicePricesOf,
  companyDisplay,
  companyFormValues,
  parseCompanyForm,
  parsePricesForm,
  pricesDisplay,
  pricesFormValues,
} from '@/lib/settings/index.server';
import { includedDisplay, includedFormValues, parseIncludedForm } from '@/lib/included/index.server';

const PRICE_KEYS = [SETTING_KEYS.services, SETTING_KEYS.estimate] as const;
const INCLUDED_KEYS = [SETTING_KEYS.included] as const;
const COMPANY_KEYS = [SETTING_KEYS.company] as const;

/** The values saved now, read afresh (not the request's cached read), with their versions. */
async function savedNow(keys: readonly string[], values: (saved: Record<string, unknown>) => Record<string, string>) {
  const saved = await readSettingsWithVersions(await getDb());
  return { values: values(saved.values), version: settingsVersionToken(keys, saved.versions) };
}

/** The version token after a save raised each saved key by one (none when the form sent none). */
const nextVersion = (keys: readonly string[], versions: Record<string, number>) =>
  keys.every((k) => k in versions)
    ? settingsVersionToken(keys, Object.fromEntries(keys.map((k) => [k, (versions[k] ?? 0) + 1])))
    : undefined;

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
  versioned: {
    keys: PRICE_KEYS,
    current: () => savedNow(PRICE_KEYS, (saved) => pricesFormValues(servicePricesOf(saved), estimateNumbersOf(saved))),
  },
  work: async ({ services, estimate }, staff, versions = {}) => {
    const [beforePrices, beforeEstimate] = await Promise.all([getServicePrices(), getEstimateNumbers()]);
    const before = pricesDisplay(beforePrices, beforeEstimate);
    const after = pricesDisplay(services, estimate);
    const changes = diffFields(before, after);
    const isService = (field: string) => field.startsWith('svc.');
    await saveSettings(
      await getDb(),
      [
        {
          key: SETTING_KEYS.services,
          value: services,
          changes: changes.filter((c) => isService(c.field)),
          expectedVersion: versions[SETTING_KEYS.services],
        },
        {
          key: SETTING_KEYS.estimate,
          value: estimate,
          changes: changes.filter((c) => !isService(c.field)),
          expectedVersion: versions[SETTING_KEYS.estimate],
        },
      ],
      { by: staff.email },
    );
    await revalidateSiteFacts();
    return {
      values: pricesFormValues(services, estimate),
      version: nextVersion(PRICE_KEYS, versions),
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
  versioned: {
    keys: INCLUDED_KEYS,
    current: () => savedNow(INCLUDED_KEYS, (saved) => includedFormValues(includedOf(saved))),
  },
  work: async (table, staff, versions = {}) => {
    const changes = diffFields(includedDisplay(await getIncludedTable()), includedDisplay(table));
    await saveSetting(await getDb(), {
      key: SETTING_KEYS.included,
      value: table,
      changes,
      by: staff.email,
      expectedVersion: versions[SETTING_KEYS.included],
    });
    await revalidateSiteFacts();
    return {
      values: includedFormValues(table),
      version: nextVersion(INCLUDED_KEYS, versions),
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
  versioned: {
    keys: COMPANY_KEYS,
    current: () => savedNow(COMPANY_KEYS, (saved) => companyFormValues(companyOf(saved))),
  },
  work: async (company, staff, versions = {}) => {
    const changes = diffFields(companyDisplay(await getCompany()), companyDisplay(company));
    await saveSetting(await getDb(), {
      key: SETTING_KEYS.company,
      value: company,
      changes,
      by: staff.email,
      expectedVersion: versions[SETTING_KEYS.company],
    });
    await revalidateSiteFacts();
    return {
      values: companyFormValues(company),
      version: nextVersion(COMPANY_KEYS, versions),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Sitedeki bütün sayfalar yeni bilgileri gösteriyor.`
          : 'Kaydedildi; değişen bir bilgi yoktu.',
    };
  },
  messages: MESSAGES,
});
