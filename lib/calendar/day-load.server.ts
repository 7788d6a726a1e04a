import 'server-only';
import { getDb } from '@/lib/db/kysely.server';
import type { DayLoad } from '@/lib/estimate';
import { capacityByDay } from './calendar.server';

/**
 * The loads of the days from `from` to `to` as the estimate reads them: busy (the staff-set
 * share of vehicles or crews booked) or full. An unreachable database: nothing known.
 */
export async function dayLoads(from: string, to: string): Promise<Map<string, DayLoad>> {
  const loads = new Map<string, DayLoad>();
  try {
    for (const [day, capacity] of await capacityByDay(await getDb(), from, to))
      if (capacity.busy) loads.set(day, capacity.full ? 'full' : 'busy');
  } catch (error) {
    console.error('[calendar] day loads could not be read:', error instanceof Error ? error.message : error);
  }
  return loads;
}
