import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { describeEstimateInput, estimateFromQuery, estimateMoveByRoad } from '@/lib/estimate/index.server';
import { formatTlRange, estimateQueryString } from '@/lib/estimate';
import {
  ROOM_LABELS,
  ROOM_TYPES,
  flagsText,
  isRoomType,
  type InventoryCatalogue,
  type RoomType,
  MAX_BOXES,
  MAX_COUNT,
  MAX_ROOMS,
  STARTING_ROOMS,
  addRoom,
  countField,
  formatM3,
  hasItems,
  parseBoxes,
  parseRoomForm,
  roomLabel,
  roomScope,
  roomTypeOfKey,
  summarizeInventory,
  type Inventory,
  inventorySettings,
  INVENTORY_PARAM,
  encodeInventoryParam,
} from '@/lib/inventory';
import { getInventoryCatalogue } from '@/lib/inventory/index.server';
import { InventoryCustomRows } from '../../_components/inventory-custom-rows';
import { PageHero } from '../../_components/page-hero';

// "Eşyalarımı tek tek gireyim" (docs/decisions/038-inventory.md): the estimate's visitor counts
// their belongings room by room in a plain GET form (no JavaScript needed), with free-text rows
// for what the catalogue does not list, sees the volume and the estimate on it, and carries the
// list into the quote request.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Eşyalarınızı tek tek girin',
  robots: { index: false, follow: true },
};

const PATH = '/fiyat-hesaplama/esya';
type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/**
 * The rooms the form sent (`oda` per room), each read as the customer's page reads a room's
 * form (`parseRoomForm`) from its own fields (`{room}.n.{item}`, `{room}.c.{i}.name|size|count`;
 * what does not read is left out), with a room added on request.
 */
function readInventory(params: SearchParams, catalogue: InventoryCatalogue): Inventory {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of all(value)) form.append(name, v);
  const keys = all(params.oda).filter((key, i, list) => roomTypeOfKey(key) && list.indexOf(key) === i);
  let inventory: Inventory = {
    rooms: (keys.length ? keys : STARTING_ROOMS.map((t) => `${t}-1`))
      .slice(0, MAX_ROOMS)
      .map((key) => parseRoomForm(roomScope(form, key), key, catalogue).room),
    boxes: null,
  };
  const boxes = parseBoxes(one(params.koli) ?? null);
  if (boxes !== 'invalid') inventory.boxes = boxes;
  const type = one(params['ekle-tur']);
  if (one(params.ekle) === '1' && isRoomType(type)) inventory = addRoom(inventory, type)?.inventory ?? inventory;
  return inventory;
}

const input =
  'block min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 aria-invalid:border-red-600';

export default async function InventoryEstimatePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const [{ query, estimate, pricing }, catalogue] = await Promise.all([
    estimateFromQuery(params),
    getInventoryCatalogue(),
  ]);
  const hero = (
    <PageHero
      title="Eşyalarınızı tek tek girin"
      lead="Odalarınızdaki eşyaların sayısını yazın; tahmini fiyatı ev büyüklüğü yerine eşyalarınızın hacmiyle, daha dar bir aralıkla hesaplayalım."
      breadcrumbs={[{ label: 'Fiyat Hesaplama', path: '/fiyat-hesaplama' }, { label: 'Eşya listesi' }]}
    />
  );
  if (query.status !== 'valid' || !estimate) {
    return (
      <>
        {hero}
        <div className="container-page py-10">
          <p className="text-slate-700">
            Önce taşınmanızın bilgilerini seçin.{' '}
            <Link href="/fiyat-hesaplama" className="font-semibold text-brand-700 underline">
              Fiyat hesaplamaya dön
            </Link>
          </p>
        </div>
      </>
    );
  }
  const estimateQuery = estimateQueryString(query.input);
  const inventory = readInventory(params, catalogue);
  const summary = summarizeInventory(inventory, catalogue, query.input.homeSize);
  const listed = hasItems(inventory);
  const after =
    listed && summary.totalM3 > 0
      ? estimateMoveByRoad(
          query.input,
          inventorySettings(pricing.settings, catalogue),
          pricing.startingPrices,
          pricing.includedExtras,
          summary.totalM3,
        )
      : null;
  const quoteHref = `/teklif-al?${estimateQuery}${listed ? `&${INVENTORY_PARAM}=${encodeURIComponent(encodeInventoryParam(inventory))}` : ''}`;
  const hidden = [...new URLSearchParams(estimateQuery)];
  return (
    <>
      {hero}
      <div className="container-page grid items-start gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form method="get" action={PATH} className="min-w-0" data-testid="estimate-inventory-form">
          {hidden.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <p className="mb-4 text-sm text-slate-700">{describeEstimateInput(query.input)}</p>
          {inventory.rooms.map((room) => (
            <fieldset key={room.key} className="mb-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-bold text-slate-900">{roomLabel(room)}</legend>
              <input type="hidden" name="oda" value={room.key} />
              <ul className="divide-y divide-slate-100">
                {catalogue.items
                  .filter((item) => item.room === room.type)
                  .map((item) => {
                    const id = `fe-${room.key}-${item.id}`;
                    const flags = flagsText(item);
                    return (
                      <li key={item.id} className="flex items-center justify-between gap-3 py-1">
                        <label htmlFor={id} className="min-w-0 text-sm text-slate-900">
                          {item.name}
                          {flags && <span className="block text-xs text-slate-500">{flags}</span>}
                        </label>
                        <input
                          id={id}
                          name={`${room.key}.${countField(item.id)}`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={MAX_COUNT}
                          defaultValue={room.counts[item.id] || ''}
                          placeholder="0"
                          className={`${input} w-20 shrink-0 text-center`}
                        />
                      </li>
                    );
                  })}
              </ul>
              <InventoryCustomRows
                idPrefix={`fe-${room.key}`}
                namePrefix={`${room.key}.`}
                custom={room.custom}
                blank={1}
              />
            </fieldset>
          ))}
          <div className="mb-4 flex flex-wrap items-end gap-2">
            <div className="grow">
              <label htmlFor="fe-oda" className="text-sm font-medium text-slate-900">
                Oda ekle (aynı odadan iki tane eklenebilir)
              </label>
              <select id="fe-oda" name="ekle-tur" defaultValue="yatak-odasi" className={`${input} mt-1 w-full`}>
                {ROOM_TYPES.map((type: RoomType) => (
                  <option key={type} value={type}>
                    {ROOM_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              name="ekle"
              value="1"
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Oda ekle
            </button>
          </div>
          <div className="mb-4">
            <label htmlFor="fe-koli" className="text-sm font-medium text-slate-900">
              Koli sayısı
            </label>
            <p id="fe-koli-ipucu" className="text-sm text-slate-600">
              {query.input.homeSize} bir ev için tahminimiz {catalogue.boxesByHomeSize[query.input.homeSize]} koli; boş
              bırakırsanız bu sayı kullanılır.
            </p>
            <input
              id="fe-koli"
              name="koli"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_BOXES}
              defaultValue={inventory.boxes ?? ''}
              aria-describedby="fe-koli-ipucu"
              className={`${input} mt-1 w-28`}
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 sm:w-auto"
          >
            Hacmi ve fiyatı hesapla
          </button>
        </form>
        <aside
          className="rounded-2xl bg-brand-800 p-5 text-white lg:sticky lg:top-24"
          aria-labelledby="fe-sonuc"
          data-testid="estimate-inventory-result"
        >
          <h2 id="fe-sonuc" className="font-bold">
            Eşyalarınızın hacmi: {formatM3(summary.totalM3)}
          </h2>
          <p className="mt-1 text-sm text-brand-100">
            {summary.itemCount} kalem eşya ve {summary.boxes} koli
          </p>
          <p className="mt-3 text-sm">
            Ev büyüklüğüne göre ({query.input.homeSize}): {formatTlRange(estimate.min, estimate.max)}
          </p>
          <p className="mt-1 text-lg font-extrabold" data-testid="estimate-inventory-range">
            {after ? `Eşyalarınıza göre: ${formatTlRange(after.min, after.max)}` : 'Eşyalarınızı yazıp hesaplayın.'}
          </p>
          {listed && (
            <Link
              href={quoteHref}
              className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-5 font-bold text-white hover:bg-accent-700"
            >
              Bu eşyalarla teklif iste
            </Link>
          )}
        </aside>
      </div>
    </>
  );
}
