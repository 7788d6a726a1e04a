// Which address a request comes from: Express's `trust proxy`, through the
// package Express uses for it (`proxy-addr`). The connection's address, unless
// the connection comes from a trusted proxy, in which case the X-Forwarded-For
// entries are walked from the right while they, too, are trusted proxies.
// This module adds only what the README's "Behind a proxy" promises beyond
// proxy-addr: TRUST_PROXY as a number of hops, case-insensitive range names,
// readable refusals, ports some proxies append, and one normalised address per
// client (docs/decisions/023-checked-not-hand-kept.md lists the differences).
// Plain JavaScript packages only: the server entry (scripts/server.ts) runs it
// with Node's type stripping, and lib/env.ts parses TRUST_PROXY with it.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/**
 * The header in which the server hands the derived client address to the app.
 * The server always overwrites it, so a client cannot choose its value.
 */
export const CLIENT_ADDRESS_HEADER = 'x-hafif-client-address';

/** proxy-addr's test of one hop: is `address`, `hop` steps from the server, a trusted proxy? */
type TrustHop = (address: string, hop: number) => boolean;

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | {
      kind: 'ranges';
      /** The addresses, CIDR ranges and range names as given (names in lower case). */
      ranges: string[];
      /** proxy-addr's compiled test of an address against `ranges`. */
      isProxy: (address: string) => boolean;
    };

/** The names proxy-addr expands into ranges (it accepts them in lower case only). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Removes a port the way some proxies append it (1.2.3.4:5678, [::1]:443) and surrounding brackets. */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  return v4 ? v4[1]! : text;
}

/** ipaddr.js has had this RFC 5952 form since 1.9.0; its type declarations lack it. */
type Rfc5952 = { toRFC5952String(): string };

/** The canonical form of an address (IPv4-mapped IPv6 as IPv4, IPv6 compressed), or null when it is not one. */
export function normalizeAddress(text: string): string | null {
  const address = withoutPort(text.trim()).replace(/%.*$/, ''); // and an IPv6 zone (fe80::1%eth0)
  // Node's test, stricter than ipaddr.js's (which also reads "127.1" or "2130706433" as addresses).
  if (!isIP(address)) return null;
  const ip = ipaddr.process(address);
  return ip.kind() === 'ipv4' ? ip.toString() : (ip as unknown as Rfc5952).toRFC5952String();
}

/** One TRUST_PROXY entry, checked so that a mistake is refused with a message that says what is wrong. */
function checkedEntry(entry: string): string {
  const name = entry.toLowerCase();
  if (RANGE_NAMES.has(name)) return name;
  const [address = '', prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  if (prefixText === undefined) return entry;
  // Only a prefix length: proxy-addr would also take a netmask (10.0.0.0/255.0.0.0), which the README does not offer.
  if (!/^\d{1,3}$/.test(prefixText)) throw new Error(`"${entry}" has an invalid prefix length`);
  const bits = family === 4 ? 32 : 128;
  const prefix = Number(prefixText);
  if (prefix > bits) throw new Error(`"${entry}" has a prefix longer than ${bits} bits`);
  if (prefix === 0) throw new Error(`"${entry}" would trust any client to name its own address, as "true" would`);
  return entry;
}

/**
 * Parses TRUST_PROXY: empty, "false" or "0" trusts no proxy; a whole number
 * trusts that many hops in front of the server; otherwise a comma- or
 * space-separated list of addresses, CIDR ranges and the names loopback,
 * linklocal and uniquelocal. Throws a readable message for anything else.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  if (value === 'true') {
    throw new Error(
      '"true" would trust any client to name its own address; give the number of proxies or their addresses',
    );
  }
  const ranges = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(checkedEntry);
  let compiled: TrustHop;
  try {
    compiled = proxyaddr.compile(ranges);
  } catch (error) {
    throw new Error(`"${value}" cannot be used: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { kind: 'ranges', ranges, isProxy: (address) => compiled(address, 0) };
}

/** The setting as the hop test proxy-addr walks X-Forwarded-For with. */
function trustHop(trust: TrustProxy): TrustHop {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'hops':
      // Express's `trust proxy = n`.
      return (_address, hop) => hop < trust.hops;
    case 'ranges':
      return (address) => {
        const bare = withoutPort(address);
        return isIP(bare) !== 0 && trust.isProxy(bare);
      };
  }
}

/**
 * The client's address: the connection's address, then each X-Forwarded-For
 * entry from the right for as long as the address before it is a trusted
 * proxy. Valid IP addresses come back normalised; an entry that a trusted
 * proxy wrote but that is not an address comes back as written (cut short).
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  if (!socketAddress) return 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // proxy-addr reads only these two fields of the request.
  const request = {
    socket: { remoteAddress: socketAddress },
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
  } as unknown as IncomingMessage;
  const address = proxyaddr(request, trustHop(trust));
  return normalizeAddress(address) ?? address.slice(0, 100);
}
