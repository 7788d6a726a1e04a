import { ArrowRight } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { RegionRow } from '@/content/regions';
import { regionDelivery } from '@/lib/estimate/index.server';
import { deliveryIn } from '@/lib/place-pages';
import { provincePath, regionPath } from '@/lib/routes';
import { slugify } from '@/lib/slug';

/** The seven regions with their provinces as chips linking to the province pages; counts come from the table. */
export async function RegionCards({ regions }: { regions: RegionRow[] }) {
  const deliveries = await Promise.all(regions.map((region) => regionDelivery(region)));
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="region-cards">
      {regions.map((region, i) => (
        <li key={region.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">
            <Link href={regionPath(region.slug)} className="hover:text-brand-600 hover:underline">
              {region.name} Bölgesi
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {region.provinces.length} il · İstanbul&apos;dan en geç {deliveryIn(deliveries[i]!)} teslim
          </p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${region.name} Bölgesi'ndeki iller`}>
            {region.provinces.map((province) => (
              <li key={province}>
                <Link
                  href={provincePath(region.slug, slugify(province))}
                  className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
                >
                  {province}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={regionPath(region.slug)}
            className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-600 hover:gap-2"
          >
            Bölge sayfası<span className="sr-only">: {region.name} Bölgesi</span>{' '}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
