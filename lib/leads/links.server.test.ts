import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { customerTimeline } from './customer-page';
import { WRONG_LINK_LIMIT, openCustomerPage } from './customer-page.server';
import {
  freshLinkToken,
  hashLinkToken,
  issueLeadLink,
  listLeadLinks,
  openLeadLink,
  revokeLeadLinks,
  sameDigest,
} from './links.server';
import { insertLead, purgeTrashedLeads, setLeadStatus, trashLead } from './repository.server';

const staff = { email: 'personel@example.com' };
const DAY = 24 * 3600_000;

/** These tests' leads have no stored files. */
const NO_FILES = { beforeDelete: async () => {} };

describe('link digests', () => {
  it('compares digests whole: equal, different, and of another length', () => {
    const a = hashLinkToken('a'.repeat(43));
    expect(sameDigest(a, hashLinkToken('a'.repeat(43)))).toBe(true);
    expect(sameDigest(a, hashLinkToken('b'.repeat(43)))).toBe(false);
    expect(sameDigest(a, a.slice(0, 32))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });

  it('reads back only a link made for this lead', () => {
    const token = 'x'.repeat(43);
    expect(freshLinkToken(`lead-1.${token}`, 'lead-1')).toBe(token);
    expect(freshLinkToken(`lead-1.${token}`, 'lead-2')).toBeNull();
    expect(freshLinkToken('lead-1.short', 'lead-1')).toBeNull();
    expect(freshLinkToken(undefined, 'lead-1')).toBeNull();
  });
});

describe('the customer timeline', () => {
  const at = (status: Parameters<typeof customerTimeline>[0]['status'], firstResponseAt: string | null = null) =>
    customerTimeline({ kind: 'quote', status, firstResponseAt });
  it('names each pipeline status in the customer words', () => {
    expect(at('yeni').steps.map((s) => s.label)).toEqual([
      'Talebiniz alındı',
      'Sizi aradık',
      'Keşif',
      'Teklif',
      'Onaylandı',
      'Taşındı',
    ]);
    expect([at('yeni'), at('arandi'), at('kesif'), at('teklif'), at('kazanildi')].map((t) => t.current)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(at('kaybedildi').closedNote).toMatch(/kapatıldı/);
    expect(at('kazanildi').closedNote).toBeNull();
    expect(customerTimeline({ kind: 'contact', status: 'yeni', firstResponseAt: null }).steps).toHaveLength(2);
  });
});

describe.each(testEngines())('links to the customer page on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const quote = (name = 'Zeynep Kaya') =>
    insertLead(db, {
      kind: 'quote',
      name,
      email: 'zeynep@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'İzmir / Karşıyaka',
      serviceType: 'Şehirlerarası Taşıma',
    });

  it('opens the lead with its token, which is stored only as a digest', async () => {
    const lead = await quote();
    const token = await issueLeadLink(db, lead.id, 'form');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom('lead_links').selectAll().where('lead_id', '=', lead.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_hash).toBe(hashLinkToken(token));

    const opened = await openLeadLink(db, token, 180, new Date('2026-11-27T10:00:00Z'));
    expect(opened.state === 'open' && opened.lead.id).toBe(lead.id);
    expect((await listLeadLinks(db, lead.id))[0]).toMatchObject({
      channel: 'form',
      lastOpenedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('answers unknown, malformed, revoked and deleted leads the same way', async () => {
    const lead = await quote();
    const token = await issueLeadLink(db, lead.id, 'staff', { by: staff.email });
    expect((await openLeadLink(db, 'A'.repeat(43), 180)).state).toBe('unknown');
    expect((await openLeadLink(db, `${token}x`, 180)).state).toBe('unknown');
    expect((await openLeadLink(db, "' or 1=1 --", 180)).state).toBe('unknown');
    const second = await issueLeadLink(db, lead.id, 'form');
    expect(await revokeLeadLinks(db, lead.id)).toBe(2);
    expect((await openLeadLink(db, token, 180)).state).toBe('unknown');
    expect((await openLeadLink(db, second, 180)).state).toBe('unknown');
    expect(await listLeadLinks(db, lead.id)).toEqual([]);

    const other = await quote('Deniz Ak');
    const otherToken = await issueLeadLink(db, other.id, 'form');
    await trashLead(db, 'quote', other.id, staff);
    expect((await openLeadLink(db, otherToken, 180)).state).toBe('unknown');
  });

  it('stops a closed lead link the set number of days after it was closed', async () => {
    const lead = await quote();
    const token = await issueLeadLink(db, lead.id, 'form');
    await setLeadStatus(db, 'quote', lead.id, { status: 'kaybedildi', lostReason: 'fiyat' }, staff);
    const closedAt = Date.now();
    expect((await openLeadLink(db, token, 180, new Date(closedAt + 179 * DAY))).state).toBe('open');
    expect((await openLeadLink(db, token, 180, new Date(closedAt + 181 * DAY))).state).toBe('expired');
    expect((await openLeadLink(db, token, 30, new Date(closedAt + 31 * DAY))).state).toBe('expired');
  });

  it('goes with its lead when the lead is purged', async () => {
    const lead = await quote();
    await issueLeadLink(db, lead.id, 'form');
    const deletedAt = new Date('2026-01-01T00:00:00Z');
    await trashLead(db, 'quote', lead.id, { ...staff, now: deletedAt });
    await purgeTrashedLeads(db, new Date(deletedAt.getTime() + 31 * DAY), NO_FILES);
    expect(await db.selectFrom('lead_links').selectAll().where('lead_id', '=', lead.id).execute()).toEqual([]);
  });

  it('stops looking links up for an address after too many wrong ones, also a right one', async () => {
    const lead = await quote();
    const token = await issueLeadLink(db, lead.id, 'form');
    const from = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: address });
    const now = new Date();
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < WRONG_LINK_LIMIT; i++)
      expect((await openCustomerPage(db, `wrong-${i}`, from(address), 180, now)).state).toBe('unknown');
    expect((await openCustomerPage(db, token, from(address), 180, now)).state).toBe('limited');
    // Another address is not affected, and the window passes.
    expect((await openCustomerPage(db, token, from('203.0.113.9'), 180, now)).state).toBe('open');
    expect((await openCustomerPage(db, token, from(address), 180, new Date(now.getTime() + 11 * 60_000))).state).toBe(
      'open',
    );
  });
});
