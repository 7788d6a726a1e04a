import { readCustomerPageFlash } from '@/lib/leads/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { formatTlRange } from '@/lib/estimate';
import {
  ROOM_LABELS,
  ROOM_TYPES,
  flagsText,
  type CatalogueItem,
  type InventoryCatalogue,
  INVENTORY_FLASH_COOKIE,
  decodeInventoryFlash,
  MAX_BOXES,
  MAX_COUNT,
  countField,
  formatM3,
  roomLabel,
  type InventoryRoom,
} from '@/lib/inventory';
import { inventoryView } from '@/lib/inventory/index.server';
import type { QuoteRequest } from '@/lib/leads';
import { firstAcceptanceAt } from '@/lib/offers/index.server';
import type { Phone } from '@/lib/site';
import { InventoryCustomRows } from '../../_components/inventory-custom-rows';
import { AcceptedInventory, InventoryTotal } from './inventory-accepted';
import { InventoryRoomForm } from './inventory-room-form';

// "Eşya listesi" on the customer's page (docs/decisions/038-inventory.md): one plain form per
// room (the server adds up), "Oda ekle", the boxes, the total and the estimate before and
// after. Works without JavaScript; the room form adds up live and saves on moving on with it.
// Once the customer accepted an offer, the list it was priced on is shown without forms.

const input =
  'block min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 aria-invalid:border-red-600';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap';

export async function InventorySection({
  lead,
  pagePath,
  phone,
}: {
  lead: QuoteRequest;
  pagePath: string;
  /** The company's phone, for the note once the list no longer changes here. */
  phone: Phone;
}) {
  const db = await getDb();
  const [view, acceptedAt] = await Promise.all([inventoryView(db, lead), firstAcceptanceAt(db, lead.id)]);
  if (acceptedAt) return <AcceptedInventory summary={view.listed ? view.summary : null} phone={phone} />;
  const flash = decodeInventoryFlash(await readCustomerPageFlash(INVENTORY_FLASH_COOKIE));
  const { inventory, catalogue, summary } = view;
  const action = `${pagePath}/esya`;
  const open = flash ? flash.open : (inventory.rooms[0]?.key ?? null);
  const homeSize = lead.estimate?.inputs.homeSize ?? null;
  const volumes = Object.fromEntries(catalogue.items.map((item) => [item.id, item.m3]));
  return (
    <section
      id="esya"
      aria-labelledby="esya-baslik"
      className="mt-4 scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden"
      data-testid="inventory"
    >
      <h2 id="esya-baslik" className="text-lg font-semibold text-slate-900">
        Eşya listesi
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Odalarınızdaki eşyaların sayısını yazın; toplam hacmi ve tahmini fiyatı buna göre hesaplarız. Her odayı
        kaydettiğinizde liste saklanır, kaldığınız yerden devam edebilirsiniz. Listede olmayan bir eşyayı odanın
        altındaki “Başka eşya” satırına yazın.
      </p>

      <InventoryTotal summary={summary}>
        {view.before && (
          <dl className="mt-2 grid gap-1 text-sm" data-testid="inventory-estimate">
            <div>
              <dt className="inline text-slate-700">
                Ev büyüklüğüne göre ({homeSize}, tipik {formatM3(view.before.volumeM3)}):
              </dt>{' '}
              <dd className="inline font-semibold" data-testid="inventory-before">
                {formatTlRange(view.before.min, view.before.max)}
              </dd>
            </div>
            <div>
              <dt className="inline text-slate-700">Eşya listenize göre ({formatM3(summary.totalM3)}):</dt>{' '}
              <dd className="inline font-semibold text-brand-900" data-testid="inventory-after">
                {view.after ? formatTlRange(view.after.min, view.after.max) : 'eşyalarınızı yazdıkça hesaplanır'}
              </dd>
            </div>
          </dl>
        )}
        {view.after && (
          <p className="mt-1 text-xs text-slate-600">
            Hacim tahmin değil sayım olduğu için aralık daha dardır. Kesin fiyat, size göndereceğimiz yazılı tekliftir.
          </p>
        )}
      </InventoryTotal>

      {flash && (
        <p
          role={flash.status === 'saved' ? 'status' : 'alert'}
          className={`mt-3 rounded-lg p-3 text-sm font-semibold ${
            flash.status === 'saved' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
          }`}
          data-testid="inventory-message"
        >
          {flash.message}
        </p>
      )}

      <div className="mt-4 space-y-3">
        {inventory.rooms.map((room, i) => {
          const roomSummary = summary.rooms[i]!;
          const nextKey = inventory.rooms[i + 1]?.key ?? null;
          return (
            <details
              key={room.key}
              id={`oda-${room.key}`}
              open={open === room.key ? true : undefined}
              className="scroll-mt-4 rounded-lg border border-slate-200"
              data-testid="inventory-room"
            >
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-3 font-semibold text-slate-900">
                <span>{roomLabel(room)}</span>
                <span className="text-sm font-normal text-slate-600">
                  {roomSummary.count} kalem · {formatM3(roomSummary.m3)}
                </span>
              </summary>
              <div className="border-t border-slate-200 p-3">
                <InventoryRoomForm
                  action={action}
                  roomKey={room.key}
                  nextKey={nextKey}
                  volumes={volumes}
                  sizes={catalogue.sizeM3}
                >
                  <RoomFields room={room} catalogue={catalogue} />
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="submit"
                      name="go"
                      value="next"
                      className={`${button} grow bg-brand-700 text-white hover:bg-brand-800`}
                    >
                      {nextKey ? 'Kaydet, sonraki odaya geç' : 'Kaydet'}
                    </button>
                    {flash?.confirmRemove === room.key ? (
                      <button
                        type="submit"
                        name="intent"
                        value="remove-confirmed"
                        className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}
                      >
                        Evet, odayı çıkar
                      </button>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
                      >
                        Odayı çıkar
                      </button>
                    )}
                  </div>
                </InventoryRoomForm>
              </div>
            </details>
          );
        })}
      </div>

      <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add" />
        <div className="grow">
          <label htmlFor="esya-oda-turu" className="text-sm font-medium text-slate-900">
            Oda ekle (aynı odadan iki tane eklenebilir)
          </label>
          <select id="esya-oda-turu" name="type" className={`${input} mt-1 w-full`} defaultValue="yatak-odasi">
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ROOM_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          Oda ekle
        </button>
      </form>

      <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="boxes" />
        <div className="grow">
          <label htmlFor="esya-koli" className="text-sm font-medium text-slate-900">
            Koli sayısı
          </label>
          <p id="esya-koli-ipucu" className="text-sm text-slate-600">
            {homeSize
              ? `${homeSize} bir ev için tahminimiz ${catalogue.boxesByHomeSize[homeSize]} koli; boş bırakırsanız bu sayı kullanılır.`
              : 'Kaç koli olacağını tahmin ediyorsanız yazın.'}
          </p>
          <input
            id="esya-koli"
            name="boxes"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BOXES}
            step={1}
            defaultValue={inventory.boxes ?? ''}
            placeholder={homeSize ? String(catalogue.boxesByHomeSize[homeSize]) : undefined}
            aria-describedby="esya-koli-ipucu"
            className={`${input} mt-1 w-28`}
          />
        </div>
        <button type="submit" className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          Koliyi kaydet
        </button>
      </form>
    </section>
  );
}

function ItemRow({ item, count, idPrefix }: { item: CatalogueItem; count: number; idPrefix: string }) {
  const id = `${idPrefix}-${item.id}`;
  const flags = flagsText(item);
  return (
    <li className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="min-w-0 text-sm text-slate-900">
        {item.name}
        {flags && <span className="block text-xs text-slate-500">{flags}</span>}
      </label>
      <input
        id={id}
        name={countField(item.id)}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_COUNT}
        step={1}
        defaultValue={count || ''}
        placeholder="0"
        className={`${input} w-20 shrink-0 text-center`}
      />
    </li>
  );
}

function RoomFields({ room, catalogue }: { room: InventoryRoom; catalogue: InventoryCatalogue }) {
  const idPrefix = `esya-${room.key}`;
  const own = catalogue.items.filter((item) => item.room === room.type);
  const others = catalogue.items.filter((item) => item.room !== room.type);
  const otherCounted = others.some((item) => (room.counts[item.id] ?? 0) > 0);
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">Eşya ve adet</legend>
        <ul className="mt-1 divide-y divide-slate-100">
          {own.map((item) => (
            <ItemRow key={item.id} item={item} count={room.counts[item.id] ?? 0} idPrefix={idPrefix} />
          ))}
        </ul>
      </fieldset>
      <details className="mt-2" open={otherCounted ? true : undefined}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800">
          Diğer odaların eşyaları
        </summary>
        <ul className="divide-y divide-slate-100">
          {others.map((item) => (
            <ItemRow key={item.id} item={item} count={room.counts[item.id] ?? 0} idPrefix={idPrefix} />
          ))}
        </ul>
      </details>
      <InventoryCustomRows idPrefix={idPrefix} custom={room.custom} />
    </>
  );
}
