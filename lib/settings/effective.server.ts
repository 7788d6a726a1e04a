// The effective company facts and prices, as every page, action and route reads them:
// built-in defaults < environment < saved by staff in the dashboard (docs/decisions/010).
// One database read per request (React cache()), so a page never mixes old and new values;
// pages stay pre-rendered and saving revalidates them all at once (revalidateSiteFacts).
import 'server-only';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { cache } from 'react';
import { buildServiceList, featuredServices, type Service } from '@/lib/content/services';
import type { ServiceFacts, ServiceSlug } from '@/content/services';
import { readSettingsWithVersions } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { env, parseEnv } from '@/lib/env';
import type { EditedFacts } from '@/lib/company-facts';
import type { ServiceHours } from '@/lib/facts';
import { DEFAULT_ESTIMATE_SETTINGS, parseEstimateSettings, type EstimateSettings } from '@/lib/estimate';
import { effectiveIncluded, type IncludedTable } from '@/lib/included/index.server';
import { buildSite, type SiteConfig } from '@/lib/site';
import { unconfirmedFigures } from './figures';
import {
  companyFieldLabel,
  companyFromEnv,
  effectiveCompany,
  placeholderFields,
  serviceHoursOf,
  type CompanyField,
  type CompanySettings,
} from './company';
import { effectiveServicePrices, serviceFactsWith, type ServicePrices } from './prices';

/** The keys of the saved values (table site_settings). */
export const SETTING_KEYS = {
  company: 'company',
  services: 'services',
  estimate: 'estimate',
  included: 'included',
  inventory: 'inventory',
} as const;

/** Everything staff saved with each key's version, from one read; unreachable database: nothing saved. */
const getSavedSettingsWithVersions = cache(
  async (): Promise<{ values: Record<string, unknown>; versions: Record<string, number> }> => {
    try {
      return await readSettingsWithVersions(await getDb());
    } catch (error) {
      console.error('[settings] saved values could not be read:', error instanceof Error ? error.message : error);
      return { values: {}, versions: {} };
    }
  },
);

/** Everything staff saved; an unreachable database means nothing saved (the defaults are shown). */
export const getSavedSettings = cache(
  async (): Promise<Record<string, unknown>> => (await getSavedSettingsWithVersions()).values,
);

/** The saved versions of the keys, read with the values this request shows (docs/decisions/044). */
export const getSettingVersions = cache(
  async (): Promise<Record<string, number>> => (await getSavedSettingsWithVersions()).versions,
);

/** The effective values of a saved-settings map (as read by getSavedSettings, or afresh after a stale save). */
export function companyOf(saved: Record<string, unknown>): CompanySettings {
  return effectiveCompany(companyFromEnv(env()), saved[SETTING_KEYS.company]);
}
export function servicePricesOf(saved: Record<string, unknown>): ServicePrices {
  return effectiveServicePrices(saved[SETTING_KEYS.services]);
}
export function includedOf(saved: Record<string, unknown>): IncludedTable {
  return effectiveIncluded(saved[SETTING_KEYS.included]);
}
export function estimateNumbersOf(saved: Record<string, unknown>): EstimateSettings {
  const value = saved[SETTING_KEYS.estimate];
  if (value === undefined) return DEFAULT_ESTIMATE_SETTINGS;
  const parsed = parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, ...(value as object) });
  if (parsed.ok) return parsed.settings;
  console.error('[settings] the saved estimate settings fail the checks; the seed values are used');
  return DEFAULT_ESTIMATE_SETTINGS;
}

/** What each service includes and what is extra (Fiyatlar, docs/decisions/029). */
export const getIncludedTable = cache(async (): Promise<IncludedTable> => includedOf(await getSavedSettings()));

/** The company's facts as staff edit them (Firma Bilgileri). */
export const getCompany = cache(async (): Promise<CompanySettings> => companyOf(await getSavedSettings()));

/** The company's identity: name, phones, WhatsApp, e-mail, address, map, social links. */
export const getSite = cache(async (): Promise<SiteConfig> => buildSite(await getCompany(), env()));

/** When moves are scheduled (Firma Bilgileri). */
export const getServiceHours = cache(async (): Promise<ServiceHours> => serviceHoursOf(await getCompany()));

/** The staff-edited facts that page texts paste in (lib/company-facts.ts fillFacts). */
export const getEditedFacts = cache(async (): Promise<EditedFacts> => ({
  hours: await getServiceHours(),
  companyName: (await getCompany()).name,
  insurer: (await getCompany()).insurancePartner,
}));

/** The services' starting prices, durations and coverage (Fiyatlar). */
export const getServicePrices = cache(async (): Promise<ServicePrices> => servicePricesOf(await getSavedSettings()));

/** The service table with the effective prices. */
export const getServiceFacts = cache(async (): Promise<Record<ServiceSlug, ServiceFacts>> =>
  serviceFactsWith(await getServicePrices()),
);

/** The services with their texts (FAQ answers, modal, cards) filled from the effective prices. */
export const getServiceList = cache(async (): Promise<Service[]> =>
  buildServiceList(await getServiceFacts(), await getEditedFacts(), await getIncludedTable()),
);

export async function getService(id: string): Promise<Service | undefined> {
  return (await getServiceList()).find((s) => s.id === id);
}

/** The home page's featured services, with the effective prices. */
export async function getFeaturedServices(): Promise<Service[]> {
  return featuredServices(await getServiceList());
}

/** The estimate's numbers (Fiyatlar); saved values that no longer pass the checks fall back to the seed. */
export const getEstimateNumbers = cache(async (): Promise<EstimateSettings> =>
  estimateNumbersOf(await getSavedSettings()),
);

/** The company facts' built-in defaults (no environment). */
export function builtInCompany(): CompanySettings {
  return companyFromEnv(parseEnv({}));
}

export interface IdentityStatus {
  identity: 'placeholder' | 'configured';
  /** Fields still holding their placeholder default. */
  fields: CompanyField[];
}

/** Whether the company's identity is still the placeholder default (dashboard banner, health, start-up warning). */
export async function getIdentityStatus(): Promise<IdentityStatus> {
  const fields = placeholderFields(await getCompany(), builtInCompany());
  return { identity: fields.length > 0 ? 'placeholder' : 'configured', fields };
}

export interface ClaimsStatus {
  /** The figures the site shows that staff have not confirmed against their source. */
  unconfirmedFigures: string[];
  /** The claims' fields still empty: insurer, K3 certificate number (labels). */
  missingCredentials: string[];
}

/** What the dashboard asks staff to check: unconfirmed figures, the insurer and the K3 number. */
export async function getClaimsStatus(): Promise<ClaimsStatus> {
  const company = await getCompany();
  return {
    unconfirmedFigures: unconfirmedFigures(company).map((f) => f.label),
    missingCredentials: (['insurancePartner', 'k3Certificate'] as const)
      .filter((id) => company[id].trim() === '')
      .map(companyFieldLabel),
  };
}

/** After staff save: every pre-rendered page is regenerated with the new values, all at once, on every instance. */
export async function revalidateSiteFacts(): Promise<void> {
  await revalidateEverywhere('/', 'layout');
}
