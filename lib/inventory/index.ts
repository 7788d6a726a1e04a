// The public surface of lib/inventory, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { applyInventoryForm } from './apply';
export {
  DEFAULT_CATALOGUE,
  effectiveCatalogue,
  flagsText,
  isRoomType,
  ITEM_SIZE_LABELS,
  ITEM_SIZES,
  ROOM_LABELS,
  ROOM_TYPES,
  type CatalogueItem,
  type InventoryCatalogue,
  type RoomType,
} from './catalogue';
export { catalogueDisplay, catalogueFormGroups, catalogueFormValues, parseCatalogueForm } from './catalogue-form';
export { inventorySettings } from './estimate';
export {
  decodeInventoryFlash,
  encodeInventoryFlash,
  INVENTORY_FLASH_COOKIE,
  INVENTORY_FLASH_MAX_AGE,
  INVENTORY_LIVE_HEADER,
  inventoryLockedMessage,
  type InventoryFlash,
  type LiveSaveAnswer,
} from './flash';
export {
  addRoom,
  addUpRoomForm,
  countField,
  CUSTOM_NAME_MAX,
  customField,
  formatM3,
  hasItems,
  inventoryAssumption,
  MAX_BOXES,
  MAX_COUNT,
  MAX_ROOMS,
  parseBoxes,
  parseRoomForm,
  roomLabel,
  roomScope,
  roomTypeOfKey,
  STARTING_ROOMS,
  startingInventory,
  summarizeInventory,
  type CustomItem,
  type Inventory,
  type InventoryRoom,
  type InventorySummary,
  type ListedItem,
} from './inventory';
export { decodeInventoryParam, encodeInventoryParam, INVENTORY_PARAM } from './query';
export type { InventorySnapshot } from './snapshot';
