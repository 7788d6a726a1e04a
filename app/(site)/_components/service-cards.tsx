import { ArrowRight, Clock, MapPin } from 'lucide-react';
import Link from 'next/link';
import { formatPrice, type ServiceFacts } from '@/content/services';
import { servicePath } from '@/lib/routes';

/** Grid of service cards with the starting price, duration and coverage of the price table. */
export function ServiceCards({ services }: { services: ServiceFacts[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <Link
            href={servicePath(service.id)}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <h3 className="text-lg font-bold text-brand-900">{service.title}</h3>
            <p className="mt-2 text-2xl font-extrabold text-accent-600">
              {formatPrice(service.priceFrom)}
              <span className="text-sm font-medium text-slate-500">&apos;den başlayan</span>
            </p>
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <Clock className="size-4 text-brand-500" aria-hidden="true" /> {service.duration}
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
              <MapPin className="size-4 text-brand-500" aria-hidden="true" /> {service.coverage}
            </p>
            <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-600 group-hover:gap-2">
              Detayları gör <ArrowRight className="size-4" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
