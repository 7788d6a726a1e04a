import type { Testimonial } from '@/content/types';

/**
 * The built-in example testimonials: shown only while there are fewer than six verified
 * reviews, and never like one (no stars, no badge; VerifiedReviews says they are examples).
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((t) => (
        <li key={t.name + t.city}>
          <figure className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
            <blockquote className="flex-1 text-sm leading-relaxed text-slate-700">“{t.text}”</blockquote>
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
