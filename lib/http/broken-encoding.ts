/**
 * Whether a URL path's percent-encoding is broken ("%ZZ", a cut-off
 * "%E0%A4%A"). Next.js answers such paths of dynamic routes with a 500, so the
 * server entry and the proxy answer them with a 400 first. Dependency-free:
 * scripts/server.ts loads it with Node's type stripping.
 */
export function hasBrokenEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
