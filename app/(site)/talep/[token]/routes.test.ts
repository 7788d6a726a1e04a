// The customer page's inventory and upload routes go through the checks of every form posted
// there (lib/leads/customer-page-post.server.ts) before their own work.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/kysely.server';
import { testEngines } from '@/test/db-engines';

const SITE = 'https://www.example-nakliyat.com.tr';
let handle: DatabaseHandle & { close(): Promise<void> };

vi.mock('@/lib/env', async (original) => {
  const real = await original<{ env: () => object }>();
  return { ...real, env: () => ({ ...real.env(), SITE_URL: SITE, CUSTOMER_LINK_DAYS: 30 }) };
});
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => handle.db,
}));

const { INVENTORY_LIVE_HEADER } = await import('@/lib/inventory');
const inventoryRoute = await import('./esya/route');
const filesRoute = await import('./dosyalar/route');
const { issueLeadLink } = await import('@/lib/leads/index.server');
const { insertLead } = await import('@/lib/leads/index.server');

beforeAll(async () => {
  handle = await testEngines()[0]!.open();
});
afterAll(() => handle.close());

const lead = (kind: 'quote' | 'contact' = 'quote') =>
  insertLead(handle.db, {
    kind,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '0532 111 22 33',
    ...(kind === 'quote'
      ? { fromLocation: 'Kadıköy', toLocation: 'Çankaya', serviceType: 'Evden Eve Nakliyat' }
      : { subject: 'Soru', message: 'Merhaba' }),
  } as Parameters<typeof insertLead>[1]);

describe('the inventory and upload routes go through the common wrapper', () => {
  const params = (token: string) => ({ params: Promise.resolve({ token }) });
  const inventoryPost = (token: string, live = false, origin = SITE) =>
    new Request(`${SITE}/talep/${token}/esya`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '203.0.113.9',
        ...(live ? { [INVENTORY_LIVE_HEADER]: '1' } : {}),
      },
      body: 'intent=kutular&boxes=3',
    });

  it('the inventory: 403 from another site, 404 for a contact message, back to #esya with its flash cookie on the page', async () => {
    const quote = await lead();
    const token = await issueLeadLink(handle.db, quote.id, 'staff');
    const foreign = await inventoryRoute.POST(
      inventoryPost(token, false, 'https://baska.example') as never,
      params(token),
    );
    expect(foreign.status).toBe(403);

    const contact = await lead('contact');
    const contactToken = await issueLeadLink(handle.db, contact.id, 'staff');
    expect((await inventoryRoute.POST(inventoryPost(contactToken) as never, params(contactToken))).status).toBe(404);
    expect((await inventoryRoute.POST(inventoryPost(contactToken, true) as never, params(contactToken))).status).toBe(
      404,
    );

    const saved = await inventoryRoute.POST(inventoryPost(token) as never, params(token));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toMatch(new RegExp(`^/talep/${token}#`));
    const cookies = saved.headers.getSetCookie();
    expect(
      cookies.some((c) => c.startsWith('hn-esya=') && c.includes(`Path=/talep/${token}`) && /HttpOnly/i.test(c)),
    ).toBe(true);
  });

  it('an upload: 403 as JSON from another site, 404 for an unknown link', async () => {
    const upload = (token: string, origin = SITE) =>
      new Request(`${SITE}/talep/${token}/dosyalar`, {
        method: 'POST',
        headers: { origin, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '203.0.113.10' },
        body: '',
      });
    const quote = await lead();
    const token = await issueLeadLink(handle.db, quote.id, 'staff');
    const foreign = await filesRoute.POST(upload(token, 'https://baska.example'), params(token));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ ok: false });
    const unknown = 'z'.repeat(43);
    expect((await filesRoute.POST(upload(unknown), params(unknown))).status).toBe(404);
  });
});
