import 'server-only';
import { estimateMoveByRoad, getEstimateSettings } from '@/lib/estimate/estimate.server';
import { todayInIstanbul } from '@/lib/estimate/query';
import type { QuoteRequest } from '@/lib/leads/types';
import { getCompany, getIncludedTable, getServicePrices } from '@/lib/settings/effective.server';
import { prefillOffer, serviceOfTitle } from './prefill';
import type { OfferContent } from './types';

/** The KDV the offers state: "Firma Bilgileri" (dahil or hariç, the rate). */
export async function companyVat(): Promise<OfferContent['vat']> {
  const company = await getCompany();
  return { included: company.vatMode === 'dahil', ratePercent: company.vatRatePercent };
}

/**
 * The first draft of a quote request's offer: its estimate recomputed with today's settings
 * (a province missing from the distance table falls back to the starting price), else the
 * service's starting price.
 */
export async function prefillForLead(lead: Pick<QuoteRequest, 'estimate' | 'serviceType'>, now = new Date()) {
  const [pricing, included, prices, vat] = await Promise.all([
    getEstimateSettings(),
    getIncludedTable(),
    getServicePrices(),
    companyVat(),
  ]);
  let estimate: Parameters<typeof prefillOffer>[0]['estimate'] = null;
  if (lead.estimate) {
    try {
      const input = lead.estimate.inputs;
      estimate = {
        input,
        result: estimateMoveByRoad(input, pricing.settings, pricing.startingPrices, pricing.includedExtras),
      };
    } catch {
      estimate = null;
    }
  }
  return prefillOffer({
    estimate,
    serviceTitle: lead.serviceType,
    startingPrice: prices[serviceOfTitle(lead.serviceType)].priceFrom,
    included,
    vat,
    today: todayInIstanbul(now),
  });
}
