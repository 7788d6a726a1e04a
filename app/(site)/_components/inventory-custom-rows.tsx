import {
  ITEM_SIZES,
  ITEM_SIZE_LABELS,
  CUSTOM_NAME_MAX,
  MAX_COUNT,
  customField,
  type CustomItem,
} from '@/lib/inventory';

// The free-text rows of an inventory's room ("Başka eşya"): a name, a size (küçük, orta,
// büyük) and a count, for what the catalogue does not list. The customer's page and
// /fiyat-hesaplama/esya both show them; both read them with `parseRoomForm`
// (docs/decisions/038-inventory.md). Plain inputs: no JavaScript needed.

const input =
  'block min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 aria-invalid:border-red-600';

/** Empty rows under the free-text items already listed. */
export const BLANK_CUSTOM_ROWS = 2;

export function InventoryCustomRows({
  idPrefix,
  namePrefix = '',
  custom,
  blank = BLANK_CUSTOM_ROWS,
}: {
  /** Makes the inputs' ids unique on the page. */
  idPrefix: string;
  /** Put before each field's name (`salon-1.` when one form holds several rooms). */
  namePrefix?: string;
  custom: readonly CustomItem[];
  blank?: number;
}) {
  const rows = [...custom, ...Array.from({ length: blank }, () => null)];
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-slate-700">Başka eşya (listede yoksa)</legend>
      {rows.map((item, i) => (
        <div key={i} className="mt-2 grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_auto_auto]">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor={`${idPrefix}-c${i}-ad`} className="sr-only">
              Başka eşya {i + 1}: adı
            </label>
            <input
              id={`${idPrefix}-c${i}-ad`}
              name={namePrefix + customField(i, 'name')}
              maxLength={CUSTOM_NAME_MAX}
              defaultValue={item?.name ?? ''}
              placeholder="Eşyanın adı"
              className={`${input} w-full`}
            />
          </div>
          <div>
            <label htmlFor={`${idPrefix}-c${i}-boyut`} className="sr-only">
              Başka eşya {i + 1}: boyutu
            </label>
            <select
              id={`${idPrefix}-c${i}-boyut`}
              name={namePrefix + customField(i, 'size')}
              defaultValue={item?.size ?? 'orta'}
              className={`${input} w-full`}
            >
              {ITEM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {ITEM_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${idPrefix}-c${i}-adet`} className="sr-only">
              Başka eşya {i + 1}: adedi
            </label>
            <input
              id={`${idPrefix}-c${i}-adet`}
              name={namePrefix + customField(i, 'count')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_COUNT}
              step={1}
              defaultValue={item?.count ?? ''}
              placeholder="1"
              className={`${input} w-20 text-center`}
            />
          </div>
        </div>
      ))}
    </fieldset>
  );
}
