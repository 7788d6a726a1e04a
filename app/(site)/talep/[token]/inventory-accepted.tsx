import type { ReactNode } from 'react';
import { formatM3, type InventorySummary } from '@/lib/inventory';
import { telLink, type Phone } from '@/lib/site';

// "Eşya listesi" on the customer's page once they accepted an offer (docs/decisions/038-inventory.md):
// the offer was priced on this list, so it is shown without forms; the route refuses changes.

/** The list's total volume, items and boxes (and, on the editable list, the estimate from it). */
export function InventoryTotal({ summary, children }: { summary: InventorySummary; children?: ReactNode }) {
  return (
    <div className="mt-3 rounded-lg bg-brand-50 p-3 text-slate-800" data-testid="inventory-total">
      <p>
        Toplam hacim: <strong className="text-brand-900">{formatM3(summary.totalM3)}</strong>
      </p>
      <p className="text-sm text-slate-700">
        {summary.itemCount} kalem eşya ve {summary.boxes} koli ({formatM3(summary.boxesM3)})
      </p>
      {children}
    </div>
  );
}

/**
 * The list as the accepted offer was priced on it: rooms, counts and the total, without forms,
 * and whom to call for a change. Null `summary`: nothing was listed.
 */
export function AcceptedInventory({ summary, phone }: { summary: InventorySummary | null; phone: Phone }) {
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
      <p className="mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="inventory-locked">
        {summary
          ? 'Teklifinizi bu listeye göre kabul ettiniz. Listede bir değişiklik olursa bizi arayın: '
          : 'Teklifinizi kabul ettiniz; eşya listesi artık buradan doldurulmaz. Eşyalarınızla ilgili bir değişiklik olursa bizi arayın: '}
        <a href={telLink(phone)} className="font-semibold whitespace-nowrap text-brand-800 underline">
          {phone.display}
        </a>
      </p>
      {summary && (
        <>
          <InventoryTotal summary={summary} />
          <ul className="mt-4 space-y-3">
            {summary.rooms
              .filter((room) => room.count > 0)
              .map((room) => (
                <li
                  key={room.key}
                  className="rounded-lg border border-slate-200 p-3"
                  data-testid="inventory-accepted-room"
                >
                  <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold text-slate-900">
                    <span>{room.label}</span>
                    <span className="text-sm font-normal text-slate-600">
                      {room.count} kalem · {formatM3(room.m3)}
                    </span>
                  </h3>
                  <ul className="mt-1 divide-y divide-slate-100 text-sm text-slate-800">
                    {room.lines.map((line, i) => (
                      <li key={i} className="flex justify-between gap-3 py-1">
                        <span className="min-w-0">{line.name}</span>
                        <span className="shrink-0 tabular-nums">{line.count} adet</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
          </ul>
        </>
      )}
    </section>
  );
}
