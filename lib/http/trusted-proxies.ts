// Which address a request comes from, the way Express's `trust proxy` (the
// `proxy-addr` package) decides it: the connection's address, unless the
// connection comes from a trusted proxy, in which case the X-Forwarded-For
// entries are walked from the right while they, too, are trusted proxies.
// Pure and dependency-free: the server entry (scripts/server.ts) runs it with
// Node's type stripping, and lib/env.ts parses TRUST_PROXY with it.
import { isIP } from 'node:net';

/**
 * The header in which the server hands the derived client address to the app.
 * The server always overwrites it, so a client cannot choose its value.
 */
export const CLIENT_ADDRESS_HEADER = 'x-hafif-client-address';

interface AddressRange {
  bytes: number[];
  prefix: number;
}

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: AddressRange[] };

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function parseIPv4(text: string): number[] {
  return text.split('.').map(Number);
}

function parseIPv6(address: string): number[] {
  let text = address;
  let tail: number[] = [];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    // An embedded IPv4 tail (::ffff:1.2.3.4) stands for the last two groups.
    tail = parseIPv4(v4[1]!);
    text = text.slice(0, v4.index);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const words = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [left = '', right] = text.split('::');
  const before = words(left);
  const after = right === undefined ? [] : words(right);
  const zeros = right === undefined ? 0 : (16 - tail.length) / 2 - before.length - after.length;
  const all = [...before, ...Array<number>(zeros).fill(0), ...after];
  return [...all.flatMap((word) => [word >> 8, word & 0xff]), ...tail];
}

/** Bytes of an IP address (4 for IPv4, 16 for IPv6), or null when it is not one. */
function parseAddress(text: string): number[] | null {
  const address = text.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0)
  const family = isIP(address);
  if (family === 4) return parseIPv4(address);
  return family === 6 ? parseIPv6(address) : null;
}

/** IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are IPv4 addresses. */
function unmapped(bytes: number[]): number[] {
  const mapped =
    bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

function formatAddress(bytes: number[]): string {
  if (bytes.length === 4) return bytes.join('.');
  const words = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // The longest run of two or more zero groups becomes "::".
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/** Removes a port the way some proxies append it (1.2.3.4:5678, [::1]:443) and surrounding brackets. */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  return v4 ? v4[1]! : text;
}

/** The canonical form of an address (IPv4-mapped IPv6 as IPv4, IPv6 compressed), or null when it is not one. */
export function normalizeAddress(text: string): string | null {
  const bytes = parseAddress(withoutPort(text.trim()));
  return bytes ? formatAddress(unmapped(bytes)) : null;
}

function parseRange(text: string): AddressRange {
  const [address = '', prefixText, extra] = text.split('/');
  const raw = parseAddress(address);
  if (!raw || extra !== undefined) throw new Error(`"${text}" is not an IP address or CIDR range`);
  const bits = raw.length * 8;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))
    throw new Error(`"${text}" has an invalid prefix length`);
  let prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) throw new Error(`"${text}" has a prefix longer than ${bits} bits`);
  let bytes = raw;
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  if (raw.length === 16 && unmapped(raw).length === 4 && prefix >= 96) {
    bytes = unmapped(raw);
    prefix -= 96;
  }
  return { bytes, prefix };
}

function inRange(bytes: number[], range: AddressRange): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const take = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
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
    .flatMap((entry) => (NAMED_RANGES[entry.toLowerCase()] ?? [entry]).map(parseRange));
  return { kind: 'ranges', ranges };
}

function isTrusted(address: string, index: number, trust: TrustProxy): boolean {
  if (trust.kind === 'hops') return index < trust.hops;
  if (trust.kind === 'none') return false;
  const bytes = parseAddress(withoutPort(address));
  if (!bytes) return false;
  const candidates = [bytes, unmapped(bytes)];
  return trust.ranges.some((range) => candidates.some((b) => inRange(b, range)));
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
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  let i = 0;
  while (i < chain.length - 1 && isTrusted(chain[i]!, i, trust)) i++;
  const address = chain[i]!;
  return normalizeAddress(address) ?? address.slice(0, 100);
}
