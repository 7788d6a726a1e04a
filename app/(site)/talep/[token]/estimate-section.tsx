import { EstimateBreakdown } from '../../_components/estimate-breakdown';
import { describeEstimateInput, estimateMoveByRoad, getEstimateSettings } from '@/lib/estimate/index.server';
import { formatTlRange } from '@/lib/estimate';
import type { QuoteEstimate } from '@/lib/leads';

/**
 * The estimate the customer asked with, and its line items: computed again from the inputs
 * they chose with today's prices. When today's range differs from the one they were shown,
 * both are named with their source; nothing is shown that the model did not compute.
 */
export async function EstimateSection({ estimate }: { estimate: QuoteEstimate }) {
  const pricing = await getEstimateSettings();
  let today;
  try {
    today = estimateMoveByRoad(estimate.inputs, pricing.settings, pricing.startingPrices, pricing.includedExtras);
  } catch {
    today = null;
  }
  const same = today && today.min === estimate.min && today.max === estimate.max;
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 text-slate-800" data-testid="customer-estimate">
      <p>
        Talep ettiğiniz andaki tahmini fiyat:{' '}
        <strong className="text-brand-900">{formatTlRange(estimate.min, estimate.max)}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-700">{describeEstimateInput(estimate.inputs)}</p>
      {today && (
        <details className="mt-2 text-sm" open={!same ? true : undefined}>
          <summary className="cursor-pointer font-semibold text-brand-800">
            {same ? 'Tahminin kalemleri' : `Bugünkü fiyatlarımızla: ${formatTlRange(today.min, today.max)}`}
          </summary>
          {!same && (
            <p className="mt-1 text-slate-700">
              Fiyatlarımız talebinizden bu yana değişti; aşağıdaki kalemler bugünkü fiyatlarla hesaplandı.
            </p>
          )}
          <EstimateBreakdown
            priced={today}
            minimum={today.floorPrice.amount}
            settings={pricing.settings}
            caption="Tahminin kalemleri"
          />
        </details>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Bu bir tahmindir; bağlayıcı fiyat, size yazılı olarak göndereceğimiz tekliftir.
      </p>
    </div>
  );
}
