import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import {
  addLeadNote,
  countUnreadLeads,
  getLead,
  insertLead,
  leadOverview,
  listLeadAudit,
  listLeadNotes,
  listLeadPage,
  markLeadRead,
  purgeTrashedLeads,
  restoreLead,
  setLeadFollowUp,
  setLeadStatus,
  streamLeads,
  trashLead,
} from './repository.server';
import type { LeadKind, NewLead } from './types';

/** Every lead of a kind as the CSV export reads it, with its note count. */
async function exported(db: Db, kind: LeadKind, batchSize = 7) {
  const all = [];
  for await (const batch of streamLeads(db, kind, batchSize)) all.push(...batch);
  return all;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const staff = { email: 'personel@example.com' };

/** These tests' leads have no stored files. */
const NO_FILES = { beforeDelete: async () => {} };

describe.each(testEngines())('lead pipeline on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const quote = (name: string, extra: Partial<Extract<NewLead, { kind: 'quote' }>> = {}) =>
    insertLead(db, {
      kind: 'quote',
      name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Çankaya',
      serviceType: 'Şehirlerarası Taşıma',
      ...extra,
    });

  it('starts a lead as "Yeni", classifies its source and records each status with the first response', async () => {
    const lead = await quote(`Durum ${tag()}`, { attribution: { gclid: 'abc', landingPage: '/teklif-al' } });
    expect(lead).toMatchObject({ status: 'yeni', source: 'google-ads', firstResponseAt: null, deletedAt: null });

    const first = new Date('2026-11-20T09:00:00.000Z');
    expect(await setLeadStatus(db, 'quote', lead.id, { status: 'arandi' }, { ...staff, now: first })).toBe(true);
    expect(
      await setLeadStatus(
        db,
        'quote',
        lead.id,
        { status: 'kaybedildi', lostReason: 'fiyat' },
        {
          ...staff,
          now: new Date('2026-11-20T10:00:00.000Z'),
        },
      ),
    ).toBe(true);
    const stored = await getLead(db, 'quote', lead.id);
    expect(stored).toMatchObject({ status: 'kaybedildi', lostReason: 'fiyat', firstResponseAt: first.toISOString() });
    // A later status clears the lost reason.
    await setLeadStatus(db, 'quote', lead.id, { status: 'kazanildi' }, staff);
    expect(await getLead(db, 'quote', lead.id)).toMatchObject({ status: 'kazanildi', lostReason: null });
    const log = await listLeadAudit(db, 'quote', lead.id);
    expect(log.map((e) => e.detail)).toEqual(['Kazanıldı', 'Kaybedildi (Fiyat)', 'Arandı']);
    expect(log.every((e) => e.actorEmail === staff.email && e.action === 'status')).toBe(true);
    expect(await setLeadStatus(db, 'contact', lead.id, { status: 'arandi' }, staff)).toBe(false);
  });

  it('keeps notes with their author, and a note is a first response too', async () => {
    const lead = await insertLead(db, {
      kind: 'contact',
      name: `Not ${tag()}`,
      email: 'not@example.com',
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const at = new Date('2026-11-21T08:00:00.000Z');
    expect(await addLeadNote(db, 'contact', lead.id, '   ', staff)).toBe(false);
    expect(await addLeadNote(db, 'contact', lead.id, 'Yarın tekrar aranacak.', { ...staff, now: at })).toBe(true);
    expect(await listLeadNotes(db, 'contact', lead.id)).toMatchObject([
      { authorEmail: staff.email, body: 'Yarın tekrar aranacak.', createdAt: at.toISOString() },
    ]);
    expect((await getLead(db, 'contact', lead.id))?.firstResponseAt).toBe(at.toISOString());
    expect((await exported(db, 'contact')).find((row) => row.lead.id === lead.id)?.notes).toBe(1);
    expect((await listLeadAudit(db, 'contact', lead.id)).map((e) => e.label)).toEqual(['Not eklendi']);
  });

  it('lists follow-ups due by the end of today, overdue first, without closed leads', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z'); // 15:00 in Istanbul
    const t = tag();
    const overdue = await quote(`Gecikmiş ${t}`);
    const today = await quote(`Bugün ${t}`);
    const tomorrow = await quote(`Yarın ${t}`);
    const closed = await quote(`Kapalı ${t}`);
    await setLeadFollowUp(db, 'quote', overdue.id, new Date('2026-11-22T07:00:00.000Z'), staff);
    await setLeadFollowUp(db, 'quote', today.id, new Date('2026-11-23T20:30:00.000Z'), staff); // 23:30 Istanbul
    await setLeadFollowUp(db, 'quote', tomorrow.id, new Date('2026-11-23T21:30:00.000Z'), staff); // 00:30 next day
    await setLeadFollowUp(db, 'quote', closed.id, new Date('2026-11-23T09:00:00.000Z'), staff);
    await setLeadStatus(db, 'quote', closed.id, { status: 'kazanildi' }, staff);

    const due = await listLeadPage(db, { kinds: ['contact', 'quote'], scope: 'due', search: t, now });
    expect(due.items.map((l) => l.id)).toEqual([overdue.id, today.id]);
    expect((await listLeadAudit(db, 'quote', today.id))[0]?.label).toBe('Takip zamanı');
  });

  it('finds leads of both kinds by phone digits in any format, name, e-mail, reference and place', async () => {
    const t = tag();
    const digits = `532${String(Date.now()).slice(-7)}`;
    const q = await quote(`Arama ${t}`, {
      phone: `+90 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      reference: `T-${t.slice(-6).toUpperCase()}`,
      toLocation: `Kadıköy ${t}`,
    });
    const m = await insertLead(db, {
      kind: 'contact',
      name: `Mesaj ${t}`,
      email: `mesaj.${t}@example.com`,
      phone: `0${digits}`,
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const both = ['contact', 'quote'] as const;
    const ids = async (search: string) =>
      (await listLeadPage(db, { kinds: both, search })).items.map((l) => l.id).sort();
    const formatted = `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
    expect(await ids(formatted)).toEqual([q.id, m.id].sort());
    expect(await ids(`Arama ${t}`)).toEqual([q.id]);
    expect(await ids(`arama ${t}`)).toEqual([q.id]);
    expect(await ids(`mesaj.${t}@example.com`)).toEqual([m.id]);
    expect(await ids(q.reference!)).toEqual([q.id]);
    expect(await ids(`Kadıköy ${t}`)).toEqual([q.id]);
    // Filters by status and source, and pages across both kinds.
    await setLeadStatus(db, 'quote', q.id, { status: 'arandi' }, staff);
    expect((await listLeadPage(db, { kinds: both, search: t, status: 'arandi' })).items.map((l) => l.id)).toEqual([
      q.id,
    ]);
    expect((await listLeadPage(db, { kinds: both, search: t, source: 'google-ads' })).total).toBe(0);
    const first = await listLeadPage(db, { kinds: both, search: t, pageSize: 1 });
    const second = await listLeadPage(db, { kinds: both, search: t, pageSize: 1, page: 2 });
    expect(first.total).toBe(2);
    expect(first.pageCount).toBe(2);
    expect([first.items[0]!.id, second.items[0]!.id].sort()).toEqual([q.id, m.id].sort());
  });

  it('finds names and places the Turkish way: any case, with or without Turkish letters', async () => {
    const t = tag();
    const sukru = await quote(`Şükrü Çağlayan ${t}`, { toLocation: 'İzmir / Karşıyaka' });
    const ismail = await insertLead(db, {
      kind: 'contact',
      name: `İSMAİL ÜNAL ${t}`,
      email: `ismail.${t}@example.com`,
      subject: 'Ofis Taşıma',
      message: 'Merhaba',
    });
    const ayse = await quote(`Ayşe Öztürk ${t}`, { fromLocation: 'Iğdır' });
    const ids = async (search: string) =>
      (await listLeadPage(db, { kinds: ['contact', 'quote'], search: `${search} ${t}` })).items.map((l) => l.id);
    for (const typed of [
      'Şükrü',
      'şükrü',
      'ŞÜKRÜ',
      'sukru',
      'SUKRU',
      'çağlayan',
      'ÇAĞLAYAN',
      'caglayan',
      'izmir',
      'İZMİR',
    ])
      expect(await ids(typed), typed).toEqual([sukru.id]);
    for (const typed of ['ismail', 'İsmail', 'ISMAIL', 'ünal', 'unal', 'Ünal'])
      expect(await ids(typed), typed).toEqual([ismail.id]);
    for (const typed of ['öztürk', 'ozturk', 'ÖZTÜRK', 'ayşe öztürk', 'öztürk ayşe', 'ığdır', 'igdir', 'IĞDIR'])
      expect(await ids(typed), typed).toEqual([ayse.id]);
    // Every word must match: a name with another surname is not found.
    expect(await ids('şükrü öztürk')).toEqual([]);
    // LIKE's wildcards typed by staff match only themselves.
    expect(await ids('%')).toHaveLength(3);
    expect(await ids('_ükrü')).toEqual([sukru.id]);
  });

  it('streams every lead of a kind once, in list order, also across leads sent at the same instant', async () => {
    const t = tag();
    const at = new Date('2026-01-02T03:04:05.000Z');
    for (let i = 0; i < 5; i++)
      await insertLead(
        db,
        {
          kind: 'quote',
          name: `Aynı An ${t} ${i}`,
          email: `an${i}@example.com`,
          phone: '0532 111 22 33',
          fromLocation: 'Bağcılar',
          toLocation: 'Şişli',
          serviceType: 'Ev Taşıma',
        },
        at,
      );
    const listed = await listLeadPage(db, { kinds: ['quote'], pageSize: 100 });
    expect(listed.total).toBeLessThan(100);
    const streamed = await exported(db, 'quote', 2);
    expect(streamed.map((row) => row.lead.id)).toEqual(listed.items.map((lead) => lead.id));
    expect(streamed.filter((row) => row.lead.name.startsWith(`Aynı An ${t}`))).toHaveLength(5);
  });

  it('moves a deleted lead to "Silinenler", restores it with its notes, and purges it only after 30 days', async () => {
    const t = tag();
    const lead = await quote(`Silinen ${t}`);
    await addLeadNote(db, 'quote', lead.id, 'Önemli not', staff);
    const unread = await countUnreadLeads(db, 'quote');
    const trashedAt = new Date();
    expect(await trashLead(db, 'quote', lead.id, { ...staff, now: trashedAt })).toBe(true);
    expect(await trashLead(db, 'quote', lead.id, staff)).toBe(false);
    expect(await countUnreadLeads(db, 'quote')).toBe(unread - 1);
    expect((await listLeadPage(db, { kinds: ['quote'], pageSize: 100 })).items.map((l) => l.id)).not.toContain(lead.id);
    expect((await listLeadPage(db, { kinds: ['quote'], search: t })).total).toBe(0);
    const trash = await listLeadPage(db, { kinds: ['contact', 'quote'], scope: 'deleted', search: t });
    expect(trash.items.map((l) => [l.id, l.deletedAt])).toEqual([[lead.id, trashedAt.toISOString()]]);

    expect(await restoreLead(db, 'quote', lead.id, staff)).toBe(true);
    expect((await listLeadPage(db, { kinds: ['quote'], search: t })).items.map((l) => l.id)).toEqual([lead.id]);
    expect(await listLeadNotes(db, 'quote', lead.id)).toHaveLength(1);
    expect((await listLeadAudit(db, 'quote', lead.id)).map((e) => e.action)).toEqual(['restore', 'delete', 'note']);

    const deletedAt = new Date('2026-10-01T10:00:00.000Z');
    await trashLead(db, 'quote', lead.id, { ...staff, now: deletedAt });
    await purgeTrashedLeads(db, new Date(deletedAt.getTime() + 29 * 24 * 3600_000), NO_FILES);
    expect(await getLead(db, 'quote', lead.id)).not.toBeNull();
    expect(
      await purgeTrashedLeads(db, new Date(deletedAt.getTime() + 31 * 24 * 3600_000), NO_FILES),
    ).toBeGreaterThanOrEqual(1);
    expect(await getLead(db, 'quote', lead.id)).toBeNull();
    expect(await listLeadNotes(db, 'quote', lead.id)).toEqual([]);
    expect(await listLeadAudit(db, 'quote', lead.id)).toEqual([]);
  });
});

// Its own database: the overview counts every lead there is.
describe.each(testEngines())('lead overview on $name', (engine) => {
  let fresh: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await engine.open();
    fresh = handle.db;
    close = handle.close;
  });
  afterAll(async () => close?.());

  it('counts the overview on a fresh database: today, waiting, median response, sources, won and lost', async () => {
    {
      // Midday in Istanbul, so the back-dated arrivals fall on the same Istanbul day at any hour the test runs.
      const now = new Date('2026-06-15T09:00:00Z');
      const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
      const a = await insertLead(fresh, {
        kind: 'contact',
        name: 'Bekleyen',
        email: 'a@example.com',
        subject: 'Genel İletişim',
        message: 'x',
        attribution: { fbclid: 'x' },
      });
      const b = await insertLead(fresh, {
        kind: 'quote',
        name: 'Yanıtlanan',
        email: 'b@example.com',
        phone: '0532 111 22 33',
        fromLocation: 'Bağcılar',
        toLocation: 'Şişli',
        serviceType: 'Ev Taşıma',
        attribution: { gclid: 'x' },
      });
      const c = await insertLead(fresh, {
        kind: 'quote',
        name: 'Kaybedilen',
        email: 'c@example.com',
        phone: '0532 111 22 34',
        fromLocation: 'Bağcılar',
        toLocation: 'Şişli',
        serviceType: 'Ev Taşıma',
      });
      // Back-date the arrivals: 40, 30 and 20 minutes ago.
      for (const [id, m] of [
        [a.id, 40],
        [b.id, 30],
        [c.id, 20],
      ] as const) {
        await fresh
          .updateTable('leads')
          .set({ created_at: minutesAgo(m) })
          .where('id', '=', id)
          .execute();
      }
      await setLeadStatus(fresh, 'quote', b.id, { status: 'kazanildi' }, { ...staff, now: minutesAgo(20) }); // 10 min
      await addLeadNote(fresh, 'quote', c.id, 'Arandı', { ...staff, now: minutesAgo(14) }); // 6 min
      await setLeadStatus(fresh, 'quote', c.id, { status: 'kaybedildi', lostReason: 'baska-firma' }, { ...staff, now });

      const o = await leadOverview(fresh, now);
      expect(o.waiting.map((w) => w.id)).toEqual([a.id]);
      expect(o.medianFirstResponseMinutes).toBeCloseTo(8, 5);
      expect(o.respondedLast7Days).toBe(2);
      expect(o.wonThisMonth + o.lostThisMonth).toBe(2);
      expect(o.lostReasons).toEqual([{ reason: 'baska-firma', label: 'Başka firma', count: 1 }]);
      const totals = o.perDay.reduce(
        (sum, d) => {
          for (const [k, v] of Object.entries(d.counts)) sum[k] = (sum[k] ?? 0) + v;
          return sum;
        },
        {} as Record<string, number>,
      );
      expect(totals).toEqual({
        'google-ads': 1,
        organik: 0,
        sosyal: 1,
        dogrudan: 1,
        diger: 0,
        // The sources staff enter leads with ("Yeni talep").
        telefon: 0,
        whatsapp: 0,
        tavsiye: 0,
      });
      expect(o.perDay).toHaveLength(30);
      expect(o.newToday).toBeGreaterThanOrEqual(1);
    }
  });
});

describe.each(testEngines())('leads of both kinds on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('reads each lead with its kind, and not as the other kind', async () => {
    const message = await insertLead(db, {
      kind: 'contact',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const quote = await insertLead(db, {
      kind: 'quote',
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Çankaya',
      serviceType: 'Şehirlerarası Taşıma',
    });

    expect(await getLead(db, 'contact', message.id)).toEqual(message);
    expect(await getLead(db, 'quote', quote.id)).toEqual(quote);
    // A lead is not found as the other kind.
    expect(await getLead(db, 'quote', message.id)).toBeNull();

    const quotes = await listLeadPage(db, { kinds: ['quote'] });
    expect(quotes.items.map((l) => [l.kind, l.id])).toEqual([['quote', quote.id]]);
    expect((await listLeadPage(db, { kinds: ['contact'] })).items.map((l) => l.kind)).toEqual(['contact']);
  });

  it('marks read and counts unread by kind', async () => {
    const quote = await insertLead(db, {
      kind: 'quote',
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: '0532 111 22 34',
      fromLocation: 'Esenler',
      toLocation: 'İzmir',
      serviceType: 'Şehirlerarası Taşıma',
    });
    const unreadQuotes = await countUnreadLeads(db, 'quote');
    const unreadMessages = await countUnreadLeads(db, 'contact');

    expect(await markLeadRead(db, 'contact', quote.id)).toBe(false);
    expect(await markLeadRead(db, 'quote', quote.id)).toBe(true);
    expect(await countUnreadLeads(db, 'quote')).toBe(unreadQuotes - 1);
    expect(await countUnreadLeads(db, 'contact')).toBe(unreadMessages);
    expect((await getLead(db, 'quote', quote.id))?.isRead).toBe(true);
  });
});

// Its own database: the tabs' totals are compared with every lead there is.
describe.each(testEngines())('list totals on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  /** Each list's total as the page shows it, and as counted row by row. */
  async function totals() {
    const shown: number[] = [];
    const counted: number[] = [];
    for (const kinds of [['quote'], ['contact'], ['contact', 'quote']] as LeadKind[][])
      for (const scope of ['active', 'deleted'] as const)
        for (const filter of ['all', 'unread', 'read'] as const) {
          shown.push((await listLeadPage(db, { kinds, scope, filter })).total);
          let rows = db
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('kind', 'in', kinds)
            .where('deleted_at', scope === 'deleted' ? 'is not' : 'is', null);
          if (filter !== 'all') rows = rows.where('is_read', '=', filter === 'read');
          counted.push(Number((await rows.executeTakeFirstOrThrow()).n));
        }
    return { shown, counted };
  }

  it('keeps every tab total equal to its leads through reading, deleting, restoring and purging', async () => {
    const lead = (kind: LeadKind, i: number): NewLead =>
      kind === 'quote'
        ? {
            kind,
            name: `Sayım ${i}`,
            email: `sayim${i}@example.com`,
            phone: '0532 111 22 33',
            fromLocation: 'Bağcılar',
            toLocation: 'Şişli',
            serviceType: 'Ev Taşıma',
          }
        : { kind, name: `Sayım ${i}`, email: `sayim${i}@example.com`, subject: 'Genel İletişim', message: 'Merhaba' };
    const made = [];
    for (let i = 0; i < 7; i++) {
      const kind: LeadKind = i % 3 === 0 ? 'contact' : 'quote';
      made.push({ kind, id: (await insertLead(db, lead(kind, i))).id });
    }
    const check = async (expectedQuotes: number) => {
      const { shown, counted } = await totals();
      expect(shown).toEqual(counted);
      expect(shown[0]).toBe(expectedQuotes);
    };
    await check(4);

    await markLeadRead(db, 'quote', made[1]!.id);
    await markLeadRead(db, 'contact', made[0]!.id);
    await markLeadRead(db, 'quote', made[1]!.id);
    await check(4);
    const deletedAt = new Date('2026-10-01T10:00:00.000Z');
    await trashLead(db, 'quote', made[1]!.id, { ...staff, now: deletedAt });
    await trashLead(db, 'quote', made[2]!.id, { ...staff, now: deletedAt });
    await trashLead(db, 'contact', made[3]!.id, staff);
    await check(2);
    await restoreLead(db, 'quote', made[2]!.id, staff);
    await check(3);
    await purgeTrashedLeads(db, new Date(deletedAt.getTime() + 31 * 24 * 3600_000), NO_FILES);
    await check(3);
    expect((await listLeadPage(db, { kinds: ['quote'], scope: 'deleted' })).total).toBe(0);
    expect((await listLeadPage(db, { kinds: ['contact'], scope: 'deleted' })).total).toBe(1);
    // A filtered list is counted over its matches.
    expect((await listLeadPage(db, { kinds: ['quote'], search: 'Sayım 4' })).total).toBe(1);
    expect((await listLeadPage(db, { kinds: ['contact', 'quote'], status: 'yeni' })).total).toBe(5);
  });

  it('finds a term of one or two letters and a quotation mark as typed', async () => {
    const a = await insertLead(db, {
      kind: 'contact',
      name: 'Ali Ok',
      email: 'ali.ok@example.com',
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const b = await insertLead(db, {
      kind: 'contact',
      name: 'Veli "Usta" Er',
      email: 'veli@example.com',
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const ids = async (search: string) =>
      (await listLeadPage(db, { kinds: ['contact'], search })).items.map((l) => l.id).sort();
    expect(await ids('ok ali')).toEqual([a.id]);
    expect(await ids('Er veli')).toEqual([b.id]);
    expect(await ids('"usta"')).toEqual([b.id]);
    expect(await ids('usta"')).toEqual([b.id]);
  });
});
