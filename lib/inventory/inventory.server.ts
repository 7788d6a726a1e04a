// Server glue of the inventory: the catalogue staff saved, a lead's inventory added up, and
// the estimate before (the home size's typical volume) and after (the inventory's volume),
// both with today's prices through the same model (docs/decisions/038-inventory.md).
import 'server-only';
import { cache } from 'react';
import type { Db } from '@/lib/db/kysely.server';
import { estimateMoveByRoad, getEstimateSettings } from '@/lib/estimate/index.server';
import type { MoveEstimate } from '@/lib/estimate';
import type { QuoteEstimate } from '@/lib/leads';
import { SETTING_KEYS, getSavedSettings } from '@/lib/settings/index.server';
import { effectiveCatalogue, type InventoryCatalogue } from './catalogue';
import { inventorySettings } from './estimate';
import { hasItems, startingInventory, summarizeInventory, type Inventory } from './inventory';
import type { InventorySummary } from './inventory';
import { getLeadInventory, type StoredInventory } from './repository.server';
import { inventorySnapshot, type InventorySnapshot } from './snapshot';

/** The catalogue pages use: what staff saved in "Fiyatlar", else the seed. */
export const getInventoryCatalogue = cache(async (): Promise<InventoryCatalogue> =>
  effectiveCatalogue((await getSavedSettings())[SETTING_KEYS.inventory]),
);

export interface InventoryView {
  stored: StoredInventory | null;
  /** The stored inventory, or the rooms a new one starts with. */
  inventory: Inventory;
  catalogue: InventoryCatalogue;
  summary: InventorySummary;
  /** Whether anything is listed (the estimate "after" exists only then). */
  listed: boolean;
  /** Today's estimate on the home size's typical volume, or null without an estimate. */
  before: MoveEstimate | null;
  /** Today's estimate on the inventory's volume with the inventory's range, or null. */
  after: MoveEstimate | null;
}

/** A lead's inventory with its sums and the two estimates. */
export async function inventoryView(
  db: Db,
  lead: { id: string; estimate: QuoteEstimate | null },
  read: (db: Db, leadId: string) => Promise<StoredInventory | null> = getLeadInventory,
): Promise<InventoryView> {
  const [stored, catalogue] = await Promise.all([read(db, lead.id), getInventoryCatalogue()]);
  const inventory = stored?.inventory ?? startingInventory();
  const input = lead.estimate?.inputs ?? null;
  const summary = summarizeInventory(inventory, catalogue, input?.homeSize ?? null);
  const listed = hasItems(inventory);
  let before: MoveEstimate | null = null;
  let after: MoveEstimate | null = null;
  if (input) {
    try {
      const pricing = await getEstimateSettings();
      before = estimateMoveByRoad(input, pricing.settings, pricing.startingPrices, pricing.includedExtras);
      if (listed && summary.totalM3 > 0) {
        after = estimateMoveByRoad(
          input,
          inventorySettings(pricing.settings, catalogue),
          pricing.startingPrices,
          pricing.includedExtras,
          summary.totalM3,
        );
      }
    } catch {
      // A province missing from the distance table: the sums are still shown.
    }
  }
  return { stored, inventory, catalogue, summary, listed, before, after };
}

/**
 * `{ inventory }` for an accepted offer's snapshot when the customer listed anything, else `{}`.
 * Reads the settings through the process's database: call it outside a transaction.
 */
export async function inventoryForSnapshot(
  db: Db,
  lead: { id: string; kind: string; estimate?: QuoteEstimate | null },
): Promise<{ inventory?: InventorySnapshot }> {
  if (lead.kind !== 'quote') return {};
  const stored = await getLeadInventory(db, lead.id);
  if (!stored || !hasItems(stored.inventory)) return {};
  const summary = summarizeInventory(
    stored.inventory,
    await getInventoryCatalogue(),
    lead.estimate?.inputs.homeSize ?? null,
  );
  return { inventory: inventorySnapshot(summary) };
}
