import { createHash } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';

/**
 * The visitor's address for rate limits and the sign-in lockout, stored only
 * as a hash. The server entry (scripts/server.ts) derives it from the
 * connection and, only for proxies TRUST_PROXY names, from X-Forwarded-For,
 * and hands it over in a header it always overwrites. Nothing the client sends
 * is read here. Without that server (`next dev`) every request shares one key.
 */
export function clientAddressKey(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
