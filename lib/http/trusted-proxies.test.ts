import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseTrustProxy, resolveClientAddress } from './trusted-proxies';

const none = parseTrustProxy(undefined);

describe('the client address behind trusted proxies', () => {
  it('trusts no proxy by default: a forged X-Forwarded-For changes nothing', () => {
    for (const setting of [undefined, '', 'false', '0']) expect(parseTrustProxy(setting)).toEqual({ kind: 'none' });
    expect(resolveClientAddress('203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', ['198.51.100.1, 10.0.0.1', '192.0.2.1'], none)).toBe('203.0.113.9');
    expect(resolveClientAddress(undefined, '198.51.100.1', none)).toBe('unknown');
  });

  it('with a number of hops, takes the entry that many hops from the server', () => {
    const one = parseTrustProxy('1');
    expect(one).toEqual({ kind: 'hops', hops: 1 });
    // The proxy appended the client's address; what the client sent before it does not count.
    expect(resolveClientAddress('10.0.0.2', 'forged, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', undefined, one)).toBe('10.0.0.2');
    const two = parseTrustProxy('2');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7, 172.16.0.5', two)).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost one there is.
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', two)).toBe('198.51.100.7');
  });

  it('with a list, walks X-Forwarded-For from the right only while the hop is a trusted proxy', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1');
    expect(resolveClientAddress('10.1.2.3', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.1.2.3', '203.0.113.1, 198.51.100.7, 192.168.1.1', trust)).toBe('198.51.100.7');
    // From an untrusted hop the header is ignored entirely.
    expect(resolveClientAddress('203.0.113.50', '198.51.100.7', trust)).toBe('203.0.113.50');
    expect(resolveClientAddress('192.168.1.2', '198.51.100.7', trust)).toBe('192.168.1.2');
    // Every hop trusted: the leftmost entry.
    expect(resolveClientAddress('10.1.2.3', '10.9.9.9, 10.0.0.1', trust)).toBe('10.9.9.9');
  });

  it('treats IPv4-mapped IPv6 addresses as IPv4, in the connection, the header and the list', () => {
    const trust = parseTrustProxy('127.0.0.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::1', '::ffff:198.51.100.7', parseTrustProxy('loopback'))).toBe('198.51.100.7');
    const mapped = parseTrustProxy('::ffff:10.0.0.0/104');
    expect(resolveClientAddress('10.20.30.40', '198.51.100.7', mapped)).toBe('198.51.100.7');
    expect(resolveClientAddress('11.0.0.1', '198.51.100.7', mapped)).toBe('11.0.0.1');
  });

  it('understands IPv6 ranges and the named ranges', () => {
    const trust = parseTrustProxy('2001:db8::/32 uniquelocal');
    expect(resolveClientAddress('2001:db8:0:0:0:0:0:5', '2a00:1450::1', trust)).toBe('2a00:1450::1');
    expect(resolveClientAddress('2001:db9::5', '2a00:1450::1', trust)).toBe('2001:db9::5');
    expect(resolveClientAddress('fd12:3456::1', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('172.31.255.255', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('172.32.0.1', '198.51.100.7', trust)).toBe('172.32.0.1');
    const linkLocal = parseTrustProxy('linklocal');
    expect(resolveClientAddress('fe80::1%eth0', '198.51.100.7', linkLocal)).toBe('198.51.100.7');
    expect(resolveClientAddress('169.254.10.1', '198.51.100.7', linkLocal)).toBe('198.51.100.7');
  });

  it('stops at an entry that is not an address, and drops ports some proxies add', () => {
    const trust = parseTrustProxy('loopback');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, not-an-ip', trust)).toBe('not-an-ip');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7:51234', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '[2001:db8::7]:443', trust)).toBe('2001:db8::7');
    expect(resolveClientAddress('127.0.0.1', 'x'.repeat(500), trust)).toHaveLength(100);
  });

  it('normalises addresses so one client has one key', () => {
    expect(normalizeAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(normalizeAddress('::')).toBe('::');
    expect(normalizeAddress('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(normalizeAddress('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8');
    expect(normalizeAddress('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4:5:6:102:304');
    expect(normalizeAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('example.com')).toBeNull();
  });

  it('refuses settings it cannot apply, saying why', () => {
    expect(() => parseTrustProxy('true')).toThrowError(/number of proxies or their addresses/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrowError(/prefix longer than 32 bits/);
    expect(() => parseTrustProxy('10.0.0.0/x')).toThrowError(/invalid prefix length/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrowError(/not an IP address or CIDR range/);
    expect(() => parseTrustProxy('10.0.0.1/8/8')).toThrowError(/not an IP address/);
  });
});

describe('where proxy-addr alone would decide otherwise, the README rules', () => {
  it('takes the range names in any case, and refuses a netmask or a range that holds every address', () => {
    const trust = parseTrustProxy('LoopBack');
    expect(trust).toMatchObject({ kind: 'ranges', ranges: ['loopback'] });
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(() => parseTrustProxy('10.0.0.0/255.0.0.0')).toThrowError(/invalid prefix length/);
    expect(() => parseTrustProxy('0.0.0.0/0')).toThrowError(/would trust any client/);
    expect(() => parseTrustProxy('loopback, ::/0')).toThrowError(/would trust any client/);
  });

  it('trusts a listed proxy whose entry carries a port', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, 10.0.0.1:8080', trust)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, [fd00::1]:443', parseTrustProxy('loopback fd00::/8'))).toBe(
      '198.51.100.7',
    );
  });

  it('reads only dotted and colon forms as addresses, not the shorthand ipaddr.js also accepts', () => {
    const trust = parseTrustProxy('loopback');
    // "2130706433" and "127.1" would be 127.0.0.1 to ipaddr.js: neither is trusted nor rewritten.
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, 2130706433', trust)).toBe('2130706433');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7, 127.1', trust)).toBe('127.1');
    expect(normalizeAddress('127.1')).toBeNull();
  });
});
