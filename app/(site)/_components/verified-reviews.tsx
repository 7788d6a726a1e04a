import Link from '@/components/ui/link';
import { TESTIMONIALS } from '@/lib/content/corporate';
import { loadLatestReviews } from '@/lib/reviews/index.server';
import { MIN_REVIEWS_WITHOUT_BUILT_IN, ratingFigure } from '@/lib/reviews';
import { RatingFigure, ReviewCard } from './review-card';
import { Section } from './section';
import { Testimonials } from './testimonials';

/**
 * The latest verified reviews (home, service and corporate pages), with the rating figure
 * once there are enough; the built-in testimonials only while there are fewer than six
 * verified reviews, labelled as examples without stars (docs/decisions/045).
 */
export async function VerifiedReviews({
  id = 'yorumlar',
  title = 'Müşterilerimiz ne diyor?',
}: {
  id?: string;
  title?: string;
}) {
  const { stats, latest } = await loadLatestReviews(3);
  const figure = ratingFigure(stats);
  return (
    <Section id={id} title={title}>
      <div data-testid="verified-reviews">
        {(figure || latest.length > 0) && (
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <RatingFigure figure={figure} />
            <Link href="/yorumlar" className="font-semibold text-brand-700 underline">
              Tüm doğrulanmış yorumlar
            </Link>
          </div>
        )}
        {latest.length > 0 && (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {stats.count < MIN_REVIEWS_WITHOUT_BUILT_IN && (
          <div className={latest.length > 0 ? 'mt-10' : ''} data-testid="built-in-testimonials">
            <p className="mb-4 text-sm text-slate-600">
              Örnek müşteri görüşleri: bu metinler doğrulanmış yorum değildir; taşınmalarını tamamlayan müşterilerimizin
              yorumları geldikçe yerlerini onlara bırakır.
            </p>
            <Testimonials items={TESTIMONIALS} />
          </div>
        )}
      </div>
    </Section>
  );
}
