import { Star } from '@/components/ui/icons';

/** A rating as five stars, read out as "5 üzerinden 4 puan". */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-accent-600" role="img" aria-label={`5 üzerinden ${rating} puan`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={`${className} ${i < rating ? 'fill-current' : 'text-slate-300'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
