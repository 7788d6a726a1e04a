import { Star } from 'lucide-react';
import type { Testimonial } from '@/content/types';

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((t) => (
        <li key={t.name + t.city}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex gap-0.5 text-accent-500" role="img" aria-label={`5 üzerinden ${t.rating} puan`}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  className={`size-4 ${i < t.rating ? 'fill-current' : 'text-slate-300'}`}
                  aria-hidden="true"
                />
              ))}
            </div>
            <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">“{t.text}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-bold text-brand-900">{t.name}</span>
              <span className="text-slate-500">
                {' '}
                · {t.city} · {t.service}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
