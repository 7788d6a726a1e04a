// The public surface of lib/included for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  ALWAYS_INCLUDED,
  builtInIncluded,
  DEFAULT_INCLUDED,
  effectiveIncluded,
  EXTRA_ITEM_LABELS,
  EXTRA_ITEMS,
  extrasOf,
  fillInclusionTokens,
  includedDisplay,
  includedExtras,
  includedFieldName,
  includedFormGroups,
  includedFormValues,
  inclusionLists,
  movingDayText,
  parseIncludedForm,
  type ExtraItem,
  type IncludedTable,
} from './table';
