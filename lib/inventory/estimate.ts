// The estimate on an inventory's volume (docs/decisions/038-inventory.md): the same model
// (lib/estimate/model.ts), the inventory's volume in place of the home size's typical one, and
// the inventory's narrower range. Pure.
import {
  estimateMove,
  type EstimateContext,
  type MoveEstimate,
  type EstimateSettings,
  type EstimateInput,
} from '@/lib/estimate';
import type { InventoryCatalogue } from './catalogue';

/**
 * The settings the model runs with on an inventory's volume: the inventory's range, never
 * wider than the home size's range (a counted volume is known better than a guessed one).
 */
export function inventorySettings(settings: EstimateSettings, catalogue: InventoryCatalogue): EstimateSettings {
  return {
    ...settings,
    rangeBelowPercent: Math.min(settings.rangeBelowPercent, catalogue.rangeBelowPercent),
    rangeAbovePercent: Math.min(settings.rangeAbovePercent, catalogue.rangeAbovePercent),
  };
}

/** The estimate on an inventory's volume: the same model, the inventory's volume and range. */
export function estimateFromInventory(
  input: EstimateInput,
  settings: EstimateSettings,
  catalogue: InventoryCatalogue,
  context: Omit<EstimateContext, 'volumeM3'>,
  volumeM3: number,
): MoveEstimate {
  return estimateMove(input, inventorySettings(settings, catalogue), { ...context, volumeM3 });
}
