// The checks every plain form on the customer's page goes through before its own work.
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

const { openCustomerPagePost, openCustomerPageRequest } = await import('./customer-page-post.server');
const { issueLeadLink } = await import('./links.server');
const { insertLead, setLeadStatus } = await import('./repository.server');

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

function post(token: string, init: { origin?: string; body?: string; address?: string } = {}) {
  return new Request(`${SITE}/talep/${token}/kesif`, {
    method: 'POST',
    headers: {
      origin: init.origin ?? SITE,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': init.address ?? '203.0.113.7',
    },
    body: init.body ?? 'intent=book',
  });
}

describe('a form posted on the customer page', () => {
  it('from another site is refused with 403 before the link is looked up', async () => {
    const token = await issueLeadLink(handle.db, (await lead()).id, 'staff');
    const opened = await openCustomerPagePost(post(token, { origin: 'https://baska-site.example' }), token, {
      formHash: '#kesif',
    });
    expect('response' in opened && opened.response.status).toBe(403);
  });

  it('with a wrong link answers 404', async () => {
    const opened = await openCustomerPagePost(post('y'.repeat(43)), 'y'.repeat(43), { formHash: '#kesif' });
    expect('response' in opened && opened.response.status).toBe(404);
  });

  it('with an open link gives the lead and the form; the answer goes back to the page with the flash cookie on it', async () => {
    const quote = await lead();
    const token = await issueLeadLink(handle.db, quote.id, 'staff');
    const opened = await openCustomerPagePost(post(token), token, { formHash: '#kesif', quoteOnly: true });
    if (!('post' in opened)) throw new Error(`refused: ${opened.response.status}`);
    expect(opened.post.lead.id).toBe(quote.id);
    expect(opened.post.form.get('intent')).toBe('book');
    const answer = opened.post.flash(opened.post.back('#kesif'), 'hn_flash', 'mesaj', 300);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/talep/${token}#kesif`);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('hn_flash=mesaj');
    expect(cookie).toContain(`Path=/talep/${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    const cleared = opened.post.flash(opened.post.back(''), 'hn_flash', null, 300);
    expect(cleared.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
    // A flash too long for one cookie goes in parts, each limited to the page.
    const long = opened.post.flash(opened.post.back(''), 'hn_flash', 'a'.repeat(5000), 300);
    const parts = long.headers.getSetCookie();
    expect(parts.filter((c) => /Max-Age=300/.test(c)).map((c) => c.split('=')[0])).toEqual(['hn_flash', 'hn_flash-2']);
    expect(parts.every((c) => c.includes(`Path=/talep/${token}`))).toBe(true);
  });

  it('on a contact message where only quote requests have the form, or on a closed link, goes back to the page', async () => {
    const contact = await lead('contact');
    const token = await issueLeadLink(handle.db, contact.id, 'staff');
    const opened = await openCustomerPagePost(post(token), token, { formHash: '#kesif', quoteOnly: true });
    expect('response' in opened && opened.response.status).toBe(303);

    const closed = await lead();
    const closedToken = await issueLeadLink(handle.db, closed.id, 'staff');
    // Closed 200 days ago: past CUSTOMER_LINK_DAYS (30 here), its links no longer open the page.
    await setLeadStatus(
      handle.db,
      'quote',
      closed.id,
      { status: 'kazanildi' },
      {
        email: 'ofis@example.com',
        now: new Date(Date.now() - 200 * 24 * 3600_000),
      },
    );
    const expired = await openCustomerPagePost(post(closedToken), closedToken, { formHash: '#kesif' });
    expect('response' in expired && expired.response.headers.get('location')).toBe(`/talep/${closedToken}`);
  });

  it("answers a refusal the route's own way when it says so, and opens an upload without reading its body", async () => {
    const contact = await lead('contact');
    const token = await issueLeadLink(handle.db, contact.id, 'staff');
    const seen: string[] = [];
    const opened = await openCustomerPagePost(post(token), token, {
      formHash: '#esya',
      quoteOnly: true,
      refusals: (refusal) => {
        seen.push(refusal);
        return new Response(null, { status: 404 });
      },
    });
    expect('response' in opened && opened.response.status).toBe(404);
    expect(seen).toEqual(['other-kind']);

    const quote = await lead();
    const quoteToken = await issueLeadLink(handle.db, quote.id, 'staff');
    const request = post(quoteToken);
    const upload = await openCustomerPageRequest(request, quoteToken, { formHash: '#fotograflar' });
    expect('post' in upload && upload.post.lead.id).toBe(quote.id);
    expect(request.bodyUsed).toBe(false);

    const unreadable = await openCustomerPagePost(
      new Request(`${SITE}/talep/${quoteToken}/esya`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '203.0.113.7' },
        body: 'bozuk',
      }),
      quoteToken,
      { formHash: '#esya', refusals: (refusal) => Response.json({ refusal }, { status: 400 }) },
    );
    expect('response' in unreadable && (await unreadable.response.json())).toEqual({ refusal: 'unreadable' });
  });
});
