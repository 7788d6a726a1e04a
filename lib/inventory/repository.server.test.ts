import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { insertLead, purgeTrashedLeads, trashLead } from '@/lib/leads/index.server';
import { acceptOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { offerContent } from '@/test/offer-fixtures';
import { applyInventoryForm } from './apply';
import { DEFAULT_CATALOGUE } from './catalogue';
import { startingInventory, type Inventory } from './inventory';
import { getLeadInventory, leadsWithInventory, saveLeadInventory, updateLeadInventory } from './repository.server';

const staff = { email: 'ofis@hafifnakliyat.example' };
const acceptance = {
  fullName: 'Zeynep Kaya',
  fromAddress: 'Bağcılar Mah. 1. Sok. No 2 D 3, Bağcılar/İstanbul',
  toAddress: 'Kadıköy Mah. 5. Sok. No 6, Kadıköy/İstanbul',
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 test',
  snapshot: { total: 30_000 },
};

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('the inventory forms of the customer page', () => {
  it('saves a room and opens the next one, adds a second bedroom, sets the boxes and removes a room', () => {
    let inventory: Inventory = startingInventory();
    const saved = applyInventoryForm(
      inventory,
      form([
        ['room', 'salon-1'],
        ['go', 'next'],
        ['n.uclu-koltuk', '1'],
        ['n.televizyon', '2'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(saved.flash).toEqual({ open: 'yatak-odasi-1', status: 'saved', message: 'Salon kaydedildi.' });
    inventory = saved.inventory!;
    expect(inventory.rooms[0]!.counts).toEqual({ 'uclu-koltuk': 1, televizyon: 2 });

    const added = applyInventoryForm(
      inventory,
      form([
        ['intent', 'add'],
        ['type', 'yatak-odasi'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(added.flash).toMatchObject({ open: 'yatak-odasi-2', message: 'Yatak odası 2 eklendi.' });
    inventory = added.inventory!;

    const boxes = applyInventoryForm(
      inventory,
      form([
        ['intent', 'boxes'],
        ['boxes', '25'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(boxes.inventory!.boxes).toBe(25);
    expect(
      applyInventoryForm(
        inventory,
        form([
          ['intent', 'boxes'],
          ['boxes', 'x'],
        ]),
        DEFAULT_CATALOGUE,
      ).inventory,
    ).toBe(null);

    const removed = applyInventoryForm(
      inventory,
      form([
        ['intent', 'remove'],
        ['room', 'banyo-1'],
      ]),
      DEFAULT_CATALOGUE,
    );
    // A room with belongings asks first, keeping what was typed; the second tap removes it.
    const asked = applyInventoryForm(
      inventory,
      form([
        ['intent', 'remove'],
        ['room', 'salon-1'],
        ['n.uclu-koltuk', '3'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(asked.flash).toMatchObject({ status: 'error', confirmRemove: 'salon-1', open: 'salon-1' });
    expect(asked.inventory!.rooms[0]!.counts).toEqual({ 'uclu-koltuk': 3 });
    const confirmed = applyInventoryForm(
      asked.inventory!,
      form([
        ['intent', 'remove-confirmed'],
        ['room', 'salon-1'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(confirmed.inventory!.rooms.map((r) => r.key)).not.toContain('salon-1');
    expect(removed.inventory!.rooms.map((r) => r.key)).toEqual([
      'salon-1',
      'yatak-odasi-1',
      'mutfak-1',
      'yatak-odasi-2',
    ]);
  });

  it('keeps the counts it could read when one is wrong, and says which', () => {
    const result = applyInventoryForm(
      startingInventory(),
      form([
        ['room', 'mutfak-1'],
        ['n.buzdolabi', '1'],
        ['n.firin', 'iki'],
      ]),
      DEFAULT_CATALOGUE,
    );
    expect(result.inventory!.rooms.find((r) => r.key === 'mutfak-1')!.counts).toEqual({ buzdolabi: 1 });
    expect(result.flash.status).toBe('error');
    expect(result.flash.message).toContain('Fırın / ocak');
  });
});

describe.each(testEngines())('inventories on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const lead = () =>
    insertLead(db, {
      kind: 'quote',
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Kadıköy',
      serviceType: 'Evden Eve Nakliyat',
    });

  it('stores one inventory per lead, the last save winning, and marks the leads that list something', async () => {
    const [a, b] = [await lead(), await lead()];
    const inventory: Inventory = {
      rooms: [{ key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 2 }, custom: [] }],
      boxes: null,
    };
    await saveLeadInventory(db, a.id, startingInventory(), 'customer', new Date('2026-11-27T10:00:00Z'));
    await saveLeadInventory(db, b.id, startingInventory(), 'customer');
    expect(await leadsWithInventory(db, [a.id, b.id])).toEqual(new Set());
    await saveLeadInventory(db, a.id, inventory, 'customer', new Date('2026-11-27T11:00:00Z'));
    expect(await getLeadInventory(db, a.id)).toEqual({
      inventory,
      source: 'customer',
      updatedAt: '2026-11-27T11:00:00.000Z',
    });
    expect(await leadsWithInventory(db, [a.id, b.id])).toEqual(new Set([a.id]));
    expect(await getLeadInventory(db, 'no-such-lead')).toBeNull();
  });

  it('keeps both rooms when two are saved at the same moment', async () => {
    const { id } = await lead();
    await saveLeadInventory(db, id, startingInventory(), 'customer');
    // The first save takes its time between reading and writing: the second one reads meanwhile.
    const save = (room: string, item: string, pause: number) =>
      updateLeadInventory(
        db,
        id,
        async (current) => {
          await new Promise((resolve) => setTimeout(resolve, pause));
          const applied = applyInventoryForm(
            current ?? startingInventory(),
            form([
              ['room', room],
              [`n.${item}`, '1'],
            ]),
            DEFAULT_CATALOGUE,
          );
          return { inventory: applied.inventory, result: applied.flash.status };
        },
        'customer',
      ).then((update) => (update.locked ? 'locked' : update.result));
    expect(await Promise.all([save('salon-1', 'uclu-koltuk', 300), save('mutfak-1', 'buzdolabi', 0)])).toEqual([
      'saved',
      'saved',
    ]);
    const stored = (await getLeadInventory(db, id))!.inventory;
    expect(stored.rooms.find((r) => r.key === 'salon-1')!.counts).toEqual({ 'uclu-koltuk': 1 });
    expect(stored.rooms.find((r) => r.key === 'mutfak-1')!.counts).toEqual({ buzdolabi: 1 });
  });

  it('refuses any change once the customer accepted an offer priced on it', async () => {
    const { id } = await lead();
    const salon = (count: string) => (current: Inventory | null) => {
      const applied = applyInventoryForm(
        current ?? startingInventory(),
        form([
          ['room', 'salon-1'],
          ['n.uclu-koltuk', count],
        ]),
        DEFAULT_CATALOGUE,
      );
      return { inventory: applied.inventory, result: applied.flash.status };
    };
    expect(await updateLeadInventory(db, id, salon('2'), 'customer')).toEqual({ locked: false, result: 'saved' });
    const offer = await saveOfferDraft(db, id, offerContent(), staff.email);
    await sendOffer(db, offer.id, staff);
    // Before the acceptance the list still changes (an offer sent is not yet agreed).
    expect(await updateLeadInventory(db, id, salon('3'), 'customer')).toEqual({ locked: false, result: 'saved' });
    const acceptedAt = new Date('2026-11-27T12:00:00Z');
    expect((await acceptOffer(db, offer.id, acceptance, acceptedAt)).ok).toBe(true);

    let asked = false;
    const refused = await updateLeadInventory(
      db,
      id,
      (current) => {
        asked = true;
        return salon('9')(current);
      },
      'customer',
    );
    expect(refused).toEqual({ locked: true, acceptedAt: acceptedAt.toISOString() });
    expect(asked, 'the change is not even computed').toBe(false);
    expect((await getLeadInventory(db, id))!.inventory.rooms[0]!.counts).toEqual({ 'uclu-koltuk': 3 });
  });

  it('goes with the lead when the lead is purged', async () => {
    const { id } = await lead();
    await saveLeadInventory(db, id, startingInventory(), 'customer');
    await trashLead(db, 'quote', id, staff);
    await purgeTrashedLeads(db, new Date(Date.now() + 400 * 24 * 3600_000), { beforeDelete: queueFileRemovalsOfLeads });
    expect(await getLeadInventory(db, id)).toBeNull();
  });
});
