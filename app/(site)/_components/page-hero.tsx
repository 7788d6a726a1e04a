import type { BreadcrumbItem } from '@/lib/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';

/** Title band of every inner public page: breadcrumbs, heading and an optional lead text. */
export function PageHero({
  title,
  lead,
  breadcrumbs,
  children,
}: {
  title: string;
  lead?: string;
  breadcrumbs: BreadcrumbItem[];
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs items={breadcrumbs} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-base text-brand-100 sm:text-lg">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
