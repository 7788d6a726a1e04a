import { ChevronRight } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { JsonLd, breadcrumbJsonLd, type BreadcrumbItem } from '@/lib/seo/json-ld';

export const HOME_CRUMB: BreadcrumbItem = { label: 'Anasayfa', path: '/' };

/** Breadcrumb trail starting at the home page, with BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const trail = [HOME_CRUMB, ...items];
  return (
    <>
      <nav aria-label="Sayfa konumu" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-brand-100">
          {trail.map((item, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${item.label}-${index}`} className="flex items-center gap-1">
                {index > 0 && <ChevronRight className="size-4 opacity-60" aria-hidden="true" />}
                {item.path && !last ? (
                  <Link href={item.path} className="hover:text-white hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={last ? 'font-semibold text-white' : undefined}
                  >
                    {item.label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
