import { loadAllReviews } from '@/lib/reviews/index.server';
import { MIN_REVIEWS_FOR_FIGURE, ratingFigure } from '@/lib/reviews';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';
import { RatingFigure, ReviewCard } from '../_components/review-card';
import { Section } from '../_components/section';

// Every verified review, published at once (docs/decisions/045-verified-reviews.md). No
// AggregateRating or Review structured data: a business's reviews of itself get no stars.
export const dynamic = 'force-dynamic';

const TITLE = 'Müşteri Yorumları';
const LEAD =
  'Yalnızca taşınmasını bizimle tamamlayan müşterilerimiz yorum yazabilir; her yorum, olumlu ya da olumsuz, olduğu gibi yayımlanır.';

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/yorumlar', keywords: ['nakliyat yorumları'] });
}

export default async function ReviewsPage() {
  const { stats, reviews } = await loadAllReviews();
  const figure = ratingFigure(stats);
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Yorumlar' }]} />
      <Section id="dogrulanmis-yorumlar" title="Doğrulanmış yorumlar">
        <div className="mb-6 space-y-3">
          <RatingFigure figure={figure} />
          <p className="max-w-3xl text-sm text-slate-600" data-testid="reviews-rules">
            Her yorum tek bir tamamlanmış taşınmaya bağlıdır. Puan ortalaması en az {MIN_REVIEWS_FOR_FIGURE} yorumla
            gösterilir ve bütün yorumlardan hesaplanır. Yorumları yalnızca kişisel veri, hakaret ya da firmamızla
            ilgisiz olma nedeniyle gizleriz; kişisel veri veya hakaret nedeniyle metni gizlenen yorumun puanı ortalamaya
            dahil kalır.
          </p>
        </div>
        {reviews.length === 0 ? (
          <p className="text-slate-700" data-testid="reviews-empty">
            Henüz yayımlanmış bir yorum yok. İlk yorumlar, taşınmasını tamamlayan müşterilerimizden gelecek.
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="reviews-list">
            {reviews.map((review) => (
              <li key={review.id} id={`yorum-${review.id}`}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ContactCta />
    </>
  );
}
