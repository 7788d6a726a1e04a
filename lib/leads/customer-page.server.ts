import 'server-only';
import { countRecentEvents, recordEvent } from '@/lib/data/rate-events.server';
import type { Db } from '@/lib/db/kysely.server';
import { clientAddressKey } from './client-address';
import { openLeadLink, type LinkLookup } from './links.server';

/** Wrong links one client address may try per window before the page stops looking them up. */
export const WRONG_LINK_LIMIT = 20;
export const WRONG_LINK_WINDOW_MS = 10 * 60_000;
const BUCKET = 'customer-link';

/**
 * The lead a customer's page shows, or why not. Wrong links (unknown, revoked, malformed)
 * are counted per client address (behind the trusted proxies' rules); past the limit no link
 * is looked up from that address for the rest of the window, so guessing gains nothing.
 */
export async function openCustomerPage(
  db: Db,
  token: string,
  headers: Headers,
  days: number,
  now = new Date(),
): Promise<LinkLookup | { state: 'limited' }> {
  const key = clientAddressKey(headers);
  if ((await countRecentEvents(db, BUCKET, key, WRONG_LINK_WINDOW_MS, now)) >= WRONG_LINK_LIMIT)
    return { state: 'limited' };
  const result = await openLeadLink(db, token, days, now);
  if (result.state === 'unknown') await recordEvent(db, BUCKET, key, now);
  return result;
}
