import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '@/test/db-engines';
import type { DatabaseHandle } from '@/lib/db/kysely.server';
import { FALLBACK_RATES, MISSING_FIELD_DEFAULTS, formatRate, parseRateValue } from './rates';
import { createRatesService } from './service.server';

type Behaviour = { status?: number; body: string; delayMs?: number };

/** A fake rates source on loopback whose next answers the test sets. */
async function startSource() {
  let behaviour: Behaviour = { body: '{}' };
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    const { status = 200, body, delayMs = 0 } = behaviour;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/today.json`,
    set: (b: Behaviour) => (behaviour = b),
    requests: () => requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const answer = (usd: unknown, eur: unknown, gbp: unknown, gra: unknown) =>
  JSON.stringify({
    Update_Date: '2026-11-21 10:00:00',
    ...(usd === undefined ? {} : { USD: { Buying: '1', Selling: usd, Type: 'Currency' } }),
    ...(eur === undefined ? {} : { EUR: { Buying: '1', Selling: eur } }),
    ...(gbp === undefined ? {} : { GBP: { Buying: '1', Selling: gbp } }),
    ...(gra === undefined ? {} : { GRA: { Buying: '1', Selling: gra, Type: 'Gold' } }),
  });

const values = (s: { items: { code: string; value: number }[] }) =>
  Object.fromEntries(s.items.map((i) => [i.code, i.value]));

describe('currency rates', () => {
  let source: Awaited<ReturnType<typeof startSource>>;
  let handle: DatabaseHandle & { close(): Promise<void> };
  let clock = Date.parse('2026-11-21T10:00:00Z');
  const service = () =>
    createRatesService({ url: source.url, db: async () => handle.db, now: () => clock, timeoutMs: 300 });

  beforeAll(async () => {
    source = await startSource();
    handle = await testEngines()[0]!.open();
  });
  afterAll(async () => {
    await source.close();
    await handle.close();
  });

  it('reads numbers written with a dot, a comma or as numbers', () => {
    expect(parseRateValue('41,2345')).toBe(41.2345);
    expect(parseRateValue('41.2345')).toBe(41.2345);
    expect(parseRateValue('4.321,97')).toBe(4321.97);
    expect(parseRateValue(47.06)).toBe(47.06);
    expect(parseRateValue('abc')).toBeNull();
    expect(parseRateValue('-3')).toBeNull();
    expect(formatRate(41.2345)).toBe('41,23');
    expect(formatRate(4321.97)).toBe('4.321,97');
  });

  it('writes a rate exactly as Turkish Intl formatting would, without Intl', () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 0.5, 7.125, 41.2345, 999.999, 1000, 4321.97, 3899.5, 1234567.891, -12.345]) {
      expect(formatRate(value), String(value)).toBe(intl.format(value));
    }
  });

  it('uses the fallback constants until a good answer arrives, without waiting for the source', async () => {
    source.set({ body: answer('41,2345', '47,5', '54.1', 4400.5), delayMs: 100 });
    const rates = service();
    const first = await rates.current();
    expect(first.source).toBe('fallback');
    expect(values(first)).toEqual(FALLBACK_RATES);
    await rates.refresh();
    const second = await rates.current();
    expect(second.source).toBe('live');
    expect(values(second)).toEqual({ USD: 41.2345, EUR: 47.5, GBP: 54.1, XAU: 4400.5 });
    expect(second.fetchedAt).toBe(new Date(clock).toISOString());
  });

  it('fills a missing field with its default', async () => {
    source.set({ body: answer('41,00', undefined, '54,00', undefined) });
    const rates = service();
    await rates.refresh();
    expect(values(await rates.current())).toEqual({
      USD: 41,
      EUR: MISSING_FIELD_DEFAULTS.EUR,
      GBP: 54,
      XAU: MISSING_FIELD_DEFAULTS.XAU,
    });
  });

  it.each([
    ['malformed JSON', { body: '{"USD": ' }],
    ['HTTP 500', { status: 500, body: '{"error":"x"}' }],
    ['an answer without any rate', { body: '{"Update_Date":"x"}' }],
    ['an answer slower than the timeout', { body: answer('99,99', '99,99', '99,99', '99,99'), delayMs: 1000 }],
  ])('keeps the last good values after %s', async (_name, behaviour) => {
    source.set({ body: answer('42,10', '48,20', '55,30', '4500,40') });
    const good = service();
    await good.refresh();
    // A new process: the last good values come back from the database.
    source.set(behaviour);
    clock += 10 * 60_000;
    const rates = service();
    // The reader is answered at once: the refresh it starts has not even reached the source.
    const requested = source.requests();
    const snapshot = await rates.current();
    expect(source.requests()).toBe(requested);
    await rates.refresh();
    const after = await rates.current();
    expect(after.source).toBe('live');
    expect(values(after)).toEqual({ USD: 42.1, EUR: 48.2, GBP: 55.3, XAU: 4500.4 });
    expect(values(snapshot)).toEqual(values(after));
  });

  it('refreshes at most every five minutes', async () => {
    source.set({ body: answer('43,00', '49,00', '56,00', '4600,00') });
    const rates = service();
    await rates.refresh();
    const before = source.requests();
    await rates.current();
    clock += 60_000;
    await rates.current();
    expect(source.requests()).toBe(before);
    clock += 5 * 60_000;
    await rates.current();
    await vi.waitFor(() => expect(source.requests()).toBe(before + 1));
  });
});
