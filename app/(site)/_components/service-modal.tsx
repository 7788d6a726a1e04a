'use client';

import {
  ArrowRight as ArrowRightIcon,
  CheckCircle2 as CheckCircle2Icon,
  Clock as ClockIcon,
  MapPin as MapPinIcon,
  Phone as PhoneIcon,
  X as XIcon,
} from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { useRef, useState } from 'react';
import { ModalDialog, closeDialog } from '@/components/ui/modal-dialog';
import { IncludedLists } from './included-lists';

export interface ModalService {
  id: string;
  title: string;
  description: string;
  longDescription: string;
  price: string;
  duration: string;
  coverage: string;
  features: string[];
  /** What the price includes and the extras (lib/included/table.ts). */
  included: string[];
  extras: string[];
  link: string;
  image: string;
  icon: React.ReactNode;
}

/**
 * Featured service cards. Each card is a link to the service page (so it works
 * without JavaScript); with JavaScript a click opens the service in a modal
 * dialog instead.
 */
export function FeaturedServices({
  services,
  phoneHref,
  phoneDisplay,
}: {
  services: ModalService[];
  phoneHref: string;
  phoneDisplay: string;
}) {
  const [active, setActive] = useState<ModalService | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => closeDialog(closeRef.current);

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <a
              href={service.link}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                setActive(service);
              }}
              aria-haspopup="dialog"
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
                    {service.icon}
                  </span>
                  <span className="text-lg font-bold text-brand-900">{service.title}</span>
                </span>
                <span className="mt-3 text-sm text-slate-600">{service.description}</span>
                <span className="mt-4 flex items-end justify-between gap-2 pt-2">
                  <span>
                    <span className="block text-xs text-slate-500">Başlangıç fiyatı</span>
                    <span className="text-xl font-extrabold text-accent-600">{service.price}</span>
                  </span>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:gap-2">
                    İncele <ArrowRightIcon className="size-4" aria-hidden="true" />
                  </span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={active !== null}
        onClose={() => setActive(null)}
        labelledBy="hizmet-modal-baslik"
        className="w-[min(42rem,calc(100vw-2rem))] rounded-2xl bg-white shadow-2xl"
      >
        {active && (
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  {active.icon}
                </span>
                <h2 id="hizmet-modal-baslik" className="text-xl font-extrabold text-brand-900">
                  {active.title}
                </h2>
              </div>
              <button
                ref={closeRef}
                type="button"
                onClick={close}
                className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label="Kapat"
              >
                <XIcon className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="overflow-y-auto p-5">
              <p className="text-slate-700">{active.longDescription}</p>
              <dl className="mt-5 grid gap-3 sm:grid-cols-3">
                <div className="rounded-xl bg-accent-500/10 p-3">
                  <dt className="text-xs font-medium text-slate-600">Başlangıç fiyatı</dt>
                  <dd className="text-lg font-extrabold text-accent-700">{active.price}</dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-3">
                  <dt className="flex items-center gap-1 text-xs font-medium text-slate-600">
                    <ClockIcon className="size-3.5" aria-hidden="true" /> Süre
                  </dt>
                  <dd className="font-bold text-brand-900">{active.duration}</dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-3">
                  <dt className="flex items-center gap-1 text-xs font-medium text-slate-600">
                    <MapPinIcon className="size-3.5" aria-hidden="true" /> Kapsam
                  </dt>
                  <dd className="font-bold text-brand-900">{active.coverage}</dd>
                </div>
              </dl>
              <IncludedLists serviceId={active.id} included={active.included} extras={active.extras} compact />
              <h3 className="mt-5 font-bold text-brand-900">Öne çıkanlar</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {active.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm text-slate-700">
                    <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-whatsapp" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 p-5">
              <a
                href={phoneHref}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                <PhoneIcon className="size-4" aria-hidden="true" /> Hemen Ara: {phoneDisplay}
              </a>
              <Link
                href={active.link}
                onClick={close}
                className="inline-flex items-center gap-2 rounded-lg bg-accent-600 px-4 py-2.5 font-semibold text-white hover:bg-accent-700"
              >
                Detaylar <ArrowRightIcon className="size-4" aria-hidden="true" />
              </Link>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
