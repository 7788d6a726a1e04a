// The estimate as the staff e-mail about a quote request shows it: the range the visitor saw,
// the inputs on one line and the model's main lines, recomputed from the stored inputs with
// the prices saved in the e-mail's own database. When the prices changed since (the lines no
// longer give the stored range), the lines are left out rather than shown wrong.
import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { effectiveIncluded, includedExtras } from '@/lib/included/index.server';
import type { QuoteEstimate } from '@/lib/leads';
import { SETTING_KEYS, effectiveServicePrices } from '@/lib/settings/index.server';
import { describeEstimateInput } from './describe.server';
import { estimateMoveByRoad } from './estimate.server';
import { formatTl, formatTlRange } from './format';
import { ESTIMATE_SERVICES, type StartingPrices } from './model';
import { DEFAULT_ESTIMATE_SETTINGS, parseEstimateSettings } from './settings';

export interface EstimateSummary {
  /** "16.000 – 21.000 TL". */
  range: string;
  /** The inputs on one line (route, home, floors, extras, date). */
  inputs: string;
  /** The main lines, largest first: [label, "12.000 TL"]. */
  lines: [string, string][];
  /** Why there are no lines, when there are none. */
  note: string | null;
}

/** How many lines the e-mail shows; the rest are small. */
export const SUMMARY_LINES = 6;

export async function staffEstimateSummary(db: Db, estimate: QuoteEstimate): Promise<EstimateSummary> {
  const summary: EstimateSummary = {
    range: formatTlRange(estimate.min, estimate.max),
    inputs: describeEstimateInput(estimate.inputs),
    lines: [],
    note: null,
  };
  try {
    const saved = await readSettings(db);
    const parsed = parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, ...(saved[SETTING_KEYS.estimate] ?? {}) });
    const settings = parsed.ok ? parsed.settings : DEFAULT_ESTIMATE_SETTINGS;
    const prices = effectiveServicePrices(saved[SETTING_KEYS.services]);
    const included = effectiveIncluded(saved[SETTING_KEYS.included]);
    const startingPrices = Object.fromEntries(
      ESTIMATE_SERVICES.map((service) => [service, prices[service].priceFrom]),
    ) as StartingPrices;
    const move = estimateMoveByRoad(estimate.inputs, settings, startingPrices, {
      'sehir-ici-tasima': includedExtras(included, 'sehir-ici-tasima'),
      'sehirlerarasi-tasima': includedExtras(included, 'sehirlerarasi-tasima'),
    });
    if (move.min !== estimate.min || move.max !== estimate.max) {
      summary.note = 'Fiyat ayarları talepten sonra değiştiği için kalemler gösterilmiyor.';
      return summary;
    }
    summary.lines = move.lineItems
      .filter((line) => line.amount !== 0)
      .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
      .slice(0, SUMMARY_LINES)
      .map((line) => [line.label, formatTl(line.amount)]);
  } catch (error) {
    console.error('[estimate] staff summary failed:', error instanceof Error ? error.message : error);
    summary.note = 'Kalemler hesaplanamadı.';
  }
  return summary;
}
