import { ArrowRight, Clock, MapPin } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { Service } from '@/lib/content/services';
import { ServiceIcon } from '@/components/ui/service-icon';

/** Grid of service cards with the starting price, duration and coverage of the price table. */
export function ServiceCards({ services }: { services: Service[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <Link
            href={service.link}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <img
              src={service.image}
              alt=""
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full bg-brand-50 object-cover"
            />
            <span className="flex flex-1 flex-col p-6">
              <span className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <ServiceIcon id={service.id} />
                </span>
                <span className="text-lg font-bold text-brand-900">{service.title}</span>
              </span>
              <span className="mt-3 text-sm text-slate-600">{service.description}</span>
              <span className="mt-4 block text-2xl font-extrabold text-accent-600">
                {service.priceDisplay}
                <span className="text-sm font-medium text-slate-500">&apos;den başlayan</span>
              </span>
              <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span className="flex items-center gap-1.5">
                  <Clock className="size-4 text-brand-500" aria-hidden="true" /> {service.duration}
                </span>
                <span className="flex items-center gap-1.5">
                  <MapPin className="size-4 text-brand-500" aria-hidden="true" /> {service.coverage}
                </span>
              </span>
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-600 group-hover:gap-2">
                Detayları gör <ArrowRight className="size-4" aria-hidden="true" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
