import { createHash } from 'node:crypto';

/**
 * The visitor's address for rate limiting: the rightmost X-Forwarded-For entry,
 * which is the one added by the nearest proxy (Next.js itself sets it from the
 * socket when no proxy does). Deploy behind a reverse proxy that appends to
 * X-Forwarded-For. Stored only as a hash.
 */
export function clientAddressKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  const address = forwarded.split(',').map((s) => s.trim()).filter(Boolean).pop() ?? headers.get('x-real-ip') ?? 'unknown';
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
