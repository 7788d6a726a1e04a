import 'server-only';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { createRatesService, type RatesService } from './service.server';

const globalForRates = globalThis as unknown as { __rates?: RatesService };

/** The process-wide rates service on CURRENCY_RATES_URL. */
export function ratesService(): RatesService {
  return (globalForRates.__rates ??= createRatesService({ url: env().CURRENCY_RATES_URL, db: getDb }));
}
