import { getDb } from '@/lib/db/kysely.server';
import { formatTlRange } from '@/lib/estimate';
import { formatDateTime } from '@/lib/format';
import { flagsText, formatM3, inventoryAssumption, type ListedItem } from '@/lib/inventory';
import { inventoryView } from '@/lib/inventory/index.server';
import type { QuoteRequest } from '@/lib/leads';

// The customer's inventory on the staff lead page (docs/decisions/038-inventory.md): per room,
// the total, the items that are fragile, heavy or taken apart, and the estimate before and after.

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

function Flagged({ title, items, testId }: { title: string; items: ListedItem[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 text-sm text-slate-700">
        {items.map((item, i) => (
          <li key={i}>
            {item.count} × {item.name} <span className="text-slate-500">({item.room})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function InventorySection({ lead }: { lead: QuoteRequest }) {
  const view = await inventoryView(await getDb(), lead);
  if (!view.stored || !view.listed) {
    return (
      <section className={`${CARD} mt-4`} aria-labelledby="esya-listesi">
        <h2 id="esya-listesi" className="font-bold text-slate-900">
          Eşya listesi
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Müşteri henüz eşya listesi doldurmadı. Müşteri sayfasındaki “Eşya listesi” bölümünden odalarını ekleyebilir.
        </p>
      </section>
    );
  }
  const { summary, stored } = view;
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="esya-listesi" data-testid="lead-inventory">
      <h2 id="esya-listesi" className="font-bold text-slate-900">
        Eşya listesi
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {stored.source === 'estimate' ? 'Fiyat hesaplamada girildi' : 'Müşteri sayfasında dolduruldu'} · son değişiklik{' '}
        {formatDateTime(stored.updatedAt)}
      </p>
      <p className="mt-2 text-slate-900" data-testid="lead-inventory-total">
        <strong>{inventoryAssumption(summary)}</strong>{' '}
        <span className="text-sm text-slate-600">
          ({summary.boxes} koli{summary.boxesEstimated ? ', ev büyüklüğüne göre tahmin' : ''}:{' '}
          {formatM3(summary.boxesM3)})
        </span>
      </p>
      {view.before && view.after && (
        <p className="mt-1 text-sm text-slate-700">
          Tahmin: ev büyüklüğüne göre {formatTlRange(view.before.min, view.before.max)}, eşya listesine göre{' '}
          <strong>{formatTlRange(view.after.min, view.after.max)}</strong>
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Flagged title="Kırılacak eşyalar" items={summary.fragile} testId="lead-inventory-fragile" />
        <Flagged title="Ağır eşyalar" items={summary.heavy} testId="lead-inventory-heavy" />
        <Flagged title="Sökülüp kurulacaklar" items={summary.takeApart} testId="lead-inventory-take-apart" />
      </div>
      <div className="mt-3 space-y-2">
        {summary.rooms
          .filter((room) => room.count > 0)
          .map((room) => (
            <details key={room.key} className="rounded-lg border border-slate-200" data-testid="lead-inventory-room">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-semibold text-slate-900">
                <span>{room.label}</span>
                <span className="font-normal text-slate-600">
                  {room.count} kalem · {formatM3(room.m3)}
                </span>
              </summary>
              <table className="w-full border-t border-slate-200 text-sm">
                <caption className="sr-only">{room.label} eşyaları</caption>
                <thead>
                  <tr className="text-left text-xs text-slate-500">
                    <th scope="col" className="px-3 py-1 font-semibold">
                      Eşya
                    </th>
                    <th scope="col" className="px-3 py-1 text-right font-semibold">
                      Adet
                    </th>
                    <th scope="col" className="px-3 py-1 text-right font-semibold">
                      Hacim
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {room.lines.map((line, i) => (
                    <tr key={i} className="border-t border-slate-100">
                      <td className="px-3 py-1 text-slate-900">
                        {line.name}
                        {line.flags && flagsText(line.flags) && (
                          <span className="ml-1 text-xs text-slate-500">({flagsText(line.flags)})</span>
                        )}
                      </td>
                      <td className="px-3 py-1 text-right">{line.count}</td>
                      <td className="px-3 py-1 text-right whitespace-nowrap">{formatM3(line.m3)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ))}
      </div>
    </section>
  );
}
