import 'server-only';
import { readState, writeState } from '@/lib/data/app-state.server';
import type { Db } from '@/lib/db/kysely.server';
import { fallbackSnapshot, parseRates, type RatesSnapshot } from './rates';

export const RATES_CACHE_MS = 5 * 60_000;
export const RATES_TIMEOUT_MS = 3000;
const RETRY_AFTER_FAILURE_MS = 60_000;
const STATE_KEY = 'currency-rates';

export interface RatesServiceOptions {
  url: string;
  db: () => Promise<Db>;
  now?: () => number;
  timeoutMs?: number;
  cacheMs?: number;
}

/** Fetches and reads the rates; throws on a slow, failing or malformed answer. */
export async function fetchRates(url: string, timeoutMs: number) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`rates source answered ${response.status}`);
  return parseRates(await response.json());
}

/**
 * Rates served from a cache that is refreshed in the background: a reader never
 * waits for the source. The last good values are kept in memory and in the
 * database (so they survive a restart); the fallback constants are used only
 * while no good value was ever fetched.
 */
export function createRatesService(options: RatesServiceOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? RATES_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? RATES_CACHE_MS;
  let last: RatesSnapshot | null = null;
  let loaded: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let nextAttemptAt = 0;

  const load = () =>
    (loaded ??= (async () => {
      try {
        const stored = await readState(await options.db(), STATE_KEY);
        if (stored) last = JSON.parse(stored.value) as RatesSnapshot;
      } catch (error) {
        console.error('[currency] stored rates could not be read:', error instanceof Error ? error.message : error);
      }
    })());

  async function refresh(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const items = await fetchRates(options.url, timeoutMs);
        last = { items, fetchedAt: new Date(now()).toISOString(), source: 'live' };
        nextAttemptAt = now() + cacheMs;
        await writeState(await options.db(), STATE_KEY, JSON.stringify(last), new Date(now()));
      } catch (error) {
        nextAttemptAt = now() + RETRY_AFTER_FAILURE_MS;
        console.error('[currency] rates could not be refreshed:', error instanceof Error ? error.message : error);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  return {
    /** The current rates at once; starts a background refresh when they are older than the cache time. */
    async current(): Promise<RatesSnapshot> {
      await load();
      const age = last?.fetchedAt ? now() - Date.parse(last.fetchedAt) : Infinity;
      if (age >= cacheMs && now() >= nextAttemptAt) void refresh();
      return last ?? fallbackSnapshot();
    },
    refresh,
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
