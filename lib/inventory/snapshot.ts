// The inventory as an accepted offer's snapshot holds it (lib/offers/snapshot.ts): what the
// customer had listed when they accepted, as plain text and numbers, so the pre-move record
// cannot change afterwards. Browser-safe.
import { formatM3, inventoryAssumption, type InventorySummary } from './inventory';

export interface InventorySnapshot {
  /** "Eşya listesi: 34 kalem, 31,5 m³". */
  line: string;
  itemCount: number;
  totalM3: number;
  boxes: number;
  rooms: { label: string; items: { name: string; count: number; m3Text: string }[] }[];
  fragile: string[];
  heavy: string[];
  takeApart: string[];
}

const named = (items: InventorySummary['fragile']) => items.map((i) => `${i.count} × ${i.name} (${i.room})`);

export function inventorySnapshot(summary: InventorySummary): InventorySnapshot {
  return {
    line: inventoryAssumption(summary),
    itemCount: summary.itemCount,
    totalM3: summary.totalM3,
    boxes: summary.boxes,
    rooms: summary.rooms
      .filter((room) => room.count > 0)
      .map((room) => ({
        label: room.label,
        items: room.lines.map((line) => ({ name: line.name, count: line.count, m3Text: formatM3(line.m3) })),
      })),
    fragile: named(summary.fragile),
    heavy: named(summary.heavy),
    takeApart: named(summary.takeApart),
  };
}
