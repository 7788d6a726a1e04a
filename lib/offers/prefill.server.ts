import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { inventoryAssumption } from '@/lib/inventory';
import { inventoryView } from '@/lib/inventory/index.server';
import { estimateMoveByRoad, getEstimateSettings } from '@/lib/estimate/index.server';
import { todayInIstanbul } from '@/lib/estimate';
import type { QuoteRequest } from '@/lib/leads';
import { getCompany, getIncludedTable, getServicePrices } from '@/lib/settings/index.server';
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
export async function prefillForLead(
  lead: Pick<QuoteRequest, 'id' | 'estimate' | 'serviceType'>,
  now = new Date(),
  db?: Db,
) {
  const [pricing, included, prices, vat, inventory] = await Promise.all([
    getEstimateSettings(),
    getIncludedTable(),
    getServicePrices(),
    companyVat(),
    db ? inventoryView(db, lead) : null,
  ]);
  // The customer's inventory, when they listed anything: its volume instead of the home size's.
  const listed = inventory?.listed && inventory.summary.totalM3 > 0 ? inventory.summary : null;
  let estimate: Parameters<typeof prefillOffer>[0]['estimate'] = null;
  if (lead.estimate) {
    try {
      const input = lead.estimate.inputs;
      estimate = {
        input,
        result: estimateMoveByRoad(
          input,
          pricing.settings,
          pricing.startingPrices,
          pricing.includedExtras,
          listed?.totalM3,
        ),
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
    inventory: listed ? { assumption: inventoryAssumption(listed) } : null,
  });
}
