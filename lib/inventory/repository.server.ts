// A quote request's inventory in the database (table lead_inventories, migration 019).
import 'server-only';
import { atomically, engineOf, type Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { firstAcceptanceAt } from '@/lib/offers/index.server';
import { readInventory, type Inventory } from './inventory';

export type InventorySource = 'customer' | 'estimate';

export interface StoredInventory {
  inventory: Inventory;
  source: InventorySource;
  updatedAt: string;
}

/** Pieces in all rooms (boxes not counted): what the staff list's badge reads. */
export function pieceCount(inventory: Inventory): number {
  return inventory.rooms.reduce(
    (n, room) =>
      n + Object.values(room.counts).reduce((a, b) => a + b, 0) + room.custom.reduce((a, c) => a + c.count, 0),
    0,
  );
}

/** A lead's inventory, or null when it has none (or the stored value is unreadable). */
export async function getLeadInventory(db: Db, leadId: string): Promise<StoredInventory | null> {
  const row = await db
    .selectFrom('lead_inventories')
    .select(['data', 'source', 'updated_at'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (!row) return null;
  let inventory: Inventory | null = null;
  try {
    inventory = readInventory(JSON.parse(row.data));
  } catch {
    inventory = null;
  }
  if (!inventory) return null;
  return {
    inventory,
    source: row.source === 'estimate' ? 'estimate' : 'customer',
    updatedAt: toIso(row.updated_at),
  };
}

/** What `updateLeadInventory` did: the change's result, or nothing because an offer was accepted. */
export type InventoryUpdate<T> = { locked: false; result: T } | { locked: true; acceptedAt: string };

/**
 * Changes a lead's inventory in one transaction: `change` gets the stored inventory (or null)
 * and answers the one to store (or null for no change). The row is locked on PostgreSQL (and
 * SQLite runs one write transaction at a time), so two rooms saved at the same moment (the
 * live form saving one room in the background while the customer saves the next) both stay.
 * Once the customer accepted an offer of the lead, nothing changes (`locked`): the offer was
 * priced on this list.
 */
export async function updateLeadInventory<T>(
  db: Db,
  leadId: string,
  change: (
    current: Inventory | null,
  ) => { inventory: Inventory | null; result: T } | Promise<{ inventory: Inventory | null; result: T }>,
  source: InventorySource,
  now = new Date(),
): Promise<InventoryUpdate<T>> {
  return atomically(db, async (trx): Promise<InventoryUpdate<T>> => {
    let query = trx.selectFrom('lead_inventories').select('data').where('lead_id', '=', leadId);
    if (engineOf(trx) === 'postgres') {
      // A first save: the row to lock exists before two first saves can both read "none".
      await trx
        .insertInto('lead_inventories')
        .values({ lead_id: leadId, data: 'null', item_count: 0, source, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('lead_id').doNothing())
        .execute();
      query = query.forUpdate();
    }
    const row = await query.executeTakeFirst();
    // Read after the row's lock: an acceptance committed before it is seen.
    const acceptedAt = await firstAcceptanceAt(trx, leadId);
    if (acceptedAt) return { locked: true, acceptedAt };
    let current: Inventory | null = null;
    try {
      current = row ? readInventory(JSON.parse(row.data)) : null;
    } catch {
      current = null;
    }
    const { inventory, result } = await change(current);
    if (inventory) await saveLeadInventory(trx, leadId, inventory, source, now);
    return { locked: false, result };
  });
}

/** Saves a lead's whole inventory (one row per lead; the last save wins). */
export async function saveLeadInventory(
  db: Db,
  leadId: string,
  inventory: Inventory,
  source: InventorySource,
  now = new Date(),
): Promise<void> {
  const data = JSON.stringify(inventory);
  const item_count = pieceCount(inventory);
  await db
    .insertInto('lead_inventories')
    .values({ lead_id: leadId, data, item_count, source, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('lead_id').doUpdateSet({ data, item_count, source, updated_at: now }))
    .execute();
}

/** Of the given leads, those whose inventory lists at least one piece: one query for a page of the list. */
export async function leadsWithInventory(db: Db, leadIds: readonly string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('lead_inventories')
    .select('lead_id')
    .where('lead_id', 'in', [...leadIds])
    .where('item_count', '>', 0)
    .execute();
  return new Set(rows.map((r) => r.lead_id));
}
