import { BadgeCheck } from '@/components/ui/icons';
import { Stars } from '@/components/reviews/stars';
import { formatMonthYear } from '@/lib/calendar';
import { hideReasonOf, type PublicReview } from '@/lib/reviews';

/** One verified review (an article, so the built-in example figures stay countable apart): stars, "Doğrulanmış taşınma", the month and route of the move, the text and the reply. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const hidden = hideReasonOf(review.hiddenReason);
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="review-card"
      data-rating={review.rating}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <span
          className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
          data-testid="review-badge"
        >
          <BadgeCheck className="size-4" aria-hidden="true" /> Doğrulanmış taşınma
        </span>
      </div>
      {hidden ? (
        <p className="mt-3 flex-1 text-sm text-slate-500 italic" data-testid="review-hidden">
          Bu yorumun metni, {hidden.customer} gizlendi; puanı ortalamaya dahildir.
        </p>
      ) : (
        <blockquote className="mt-3 flex-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">
          “{review.body}”
        </blockquote>
      )}
      <p className="mt-4 text-sm">
        <span className="font-bold text-brand-900">{review.author}</span>
        <span className="block text-slate-600" data-testid="review-move">
          {formatMonthYear(review.moveMonth)} · {review.routeFrom} → {review.routeTo}
        </span>
      </p>
      {review.reply && (
        <div
          className="mt-3 border-l-4 border-brand-200 pl-3 text-sm text-slate-700"
          data-testid="review-company-reply"
        >
          <p className="font-semibold text-brand-900">Firmanın yanıtı</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      )}
    </article>
  );
}

/** "4,8 / 5 · 37 doğrulanmış yorum": shown only from ten counted reviews on (lib/reviews/types.ts). */
export function RatingFigure({ figure }: { figure: string | null }) {
  if (!figure) return null;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-semibold text-brand-900 ring-1 ring-slate-200"
      data-testid="rating-figure"
    >
      {figure}
    </p>
  );
}
