import type { VisitorFigures as Figures } from '@/lib/visitors/index.server';
import { numberWithCase } from '@/lib/turkish';

const numberFormat = new Intl.NumberFormat('tr-TR');
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "1 Aralık 2026'dan beri" for '2026-12-01'. */
export function sinceDay(day: string): string {
  const year = Number(day.slice(0, 4));
  return `${dayMonth.format(new Date(`${day}T00:00:00Z`))} ${numberWithCase(year, 'ablative')} beri`;
}

/**
 * The home page's visitor figures: page views counted on the server (docs/decisions/030),
 * as of the page's last renewal (at most a minute ago). `figures` is null when the database
 * could not be read.
 */
export function VisitorFigures({ figures }: { figures: Figures | null }) {
  return (
    <section aria-labelledby="ziyaretci-baslik" className="bg-brand-800 text-white">
      <div className="container-page py-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="ziyaretci-baslik" className="text-lg font-bold">
            Ziyaretçi istatistikleri
          </h2>
          {figures && (
            <p className="text-sm text-brand-100" data-testid="visitor-since">
              {figures.since ? sinceDay(figures.since) : 'Sayım bugün başladı'}
            </p>
          )}
        </div>
        {figures ? (
          <dl className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="visitor-stats">
            {[
              { label: 'Bugün', value: figures.today },
              { label: 'Bu ay', value: figures.month },
              { label: 'Toplam', value: figures.allTime },
            ].map((v) => (
              <div
                key={v.label}
                className="flex items-baseline justify-between gap-4 rounded-xl bg-white/10 px-4 py-3 sm:flex-col-reverse sm:items-start sm:justify-start sm:gap-0 sm:p-4"
              >
                <dt className="text-sm text-brand-100">{v.label}</dt>
                <dd className="text-2xl font-extrabold tabular-nums">{numberFormat.format(v.value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-4 text-sm text-brand-100">Ziyaretçi sayıları şu an gösterilemiyor.</p>
        )}
        <p className="mt-4 text-xs text-brand-100">
          Sunucuda sayılan sayfa açılışları; çerez ve kişisel veri kullanılmaz, botlar sayılmaz. Dakikada bir
          güncellenir.
        </p>
      </div>
    </section>
  );
}
