'use server';

import { dashboardHref } from '@/lib/admin/dashboard';
import type { SettingsFormState } from '@/lib/admin/settings-form';
import { requireAdmin } from '@/lib/auth/guard';
import { diffFields, saveSetting } from '@/lib/data/site-settings';
import { getDb } from '@/lib/db/kysely';
import {
  SETTING_KEYS,
  getCompany,
  getEstimateNumbers,
  getServicePrices,
  revalidateSiteFacts,
} from '@/lib/settings/effective';
import {
  companyDisplay,
  companyFormValues,
  parseCompanyForm,
  parsePricesForm,
  pricesDisplay,
  pricesFormValues,
} from '@/lib/settings/forms';

/** The text fields of a sent form, by name (files and React's own fields left out). */
function formValues(form: FormData, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith(prefix) && typeof value === 'string') values[name] = value;
  }
  return values;
}

const INVALID = 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.';
const FAILED = 'Kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.';

/** "Fiyatlar": the services' prices, durations and coverage, and the estimate's numbers. */
export async function savePricesAction(_state: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const admin = await requireAdmin(dashboardHref({ tab: 'fiyatlar' }));
  const values = { ...formValues(form, 'svc.'), ...formValues(form, 'est.') };
  const parsed = parsePricesForm(values);
  if (!parsed.ok) {
    return { status: 'invalid', values, errors: parsed.errors, message: INVALID, answeredAt: Date.now() };
  }
  const { services, estimate } = parsed.value;
  try {
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
      by: admin.email,
    });
    await saveSetting(db, {
      key: SETTING_KEYS.estimate,
      value: estimate,
      changes: changes.filter((c) => !isService(c.field)),
      by: admin.email,
    });
    await revalidateSiteFacts();
    return {
      status: 'saved',
      values: pricesFormValues(services, estimate),
      errors: {},
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Sitedeki bütün sayfalar yeni değerleri gösteriyor.`
          : 'Kaydedildi; değişen bir değer yoktu.',
      answeredAt: Date.now(),
    };
  } catch (error) {
    console.error('[settings] prices could not be saved:', error instanceof Error ? error.message : error);
    return { status: 'failed', values, errors: {}, message: FAILED, answeredAt: Date.now() };
  }
}

/** "Firma Bilgileri": the company's identity. */
export async function saveCompanyAction(_state: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const admin = await requireAdmin(dashboardHref({ tab: 'firma' }));
  const values = formValues(form, 'co.');
  const parsed = parseCompanyForm(values);
  if (!parsed.ok) {
    return { status: 'invalid', values, errors: parsed.errors, message: INVALID, answeredAt: Date.now() };
  }
  try {
    const changes = diffFields(companyDisplay(await getCompany()), companyDisplay(parsed.value));
    await saveSetting(await getDb(), {
      key: SETTING_KEYS.company,
      value: parsed.value,
      changes,
      by: admin.email,
    });
    await revalidateSiteFacts();
    return {
      status: 'saved',
      values: companyFormValues(parsed.value),
      errors: {},
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Sitedeki bütün sayfalar yeni bilgileri gösteriyor.`
          : 'Kaydedildi; değişen bir bilgi yoktu.',
      answeredAt: Date.now(),
    };
  } catch (error) {
    console.error('[settings] company facts could not be saved:', error instanceof Error ? error.message : error);
    return { status: 'failed', values, errors: {}, message: FAILED, answeredAt: Date.now() };
  }
}
