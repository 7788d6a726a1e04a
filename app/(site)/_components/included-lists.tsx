import { CheckCircle2 as CheckCircle2Icon, CircleX as CircleXIcon } from '@/components/ui/icons';

/**
 * What a service's price includes and what is extra, from the staff-edited table
 * (lib/included/table.ts). `data-included-service` tells the sitemap scan
 * (e2e/included-claims.spec.ts) whose row the lists show.
 */
export function IncludedLists({
  serviceId,
  included,
  extras,
  headingLevel: Heading = 'h3',
  compact = false,
}: {
  serviceId: string;
  included: string[];
  extras: string[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  compact?: boolean;
}) {
  const item = compact ? 'flex gap-2 text-sm text-slate-700' : 'flex gap-2 text-slate-700';
  return (
    <div
      className={`grid gap-4 ${compact ? 'mt-5 sm:grid-cols-2' : 'md:grid-cols-2'}`}
      data-included-service={serviceId}
      data-testid="included-lists"
    >
      <div>
        <Heading className="font-bold text-brand-900">Fiyata dahil</Heading>
        <ul className="mt-2 space-y-2">
          {included.map((text) => (
            <li key={text} className={item}>
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-whatsapp" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      {extras.length > 0 && (
        <div>
          <Heading className="font-bold text-brand-900">İsterseniz, ek ücretle</Heading>
          <ul className="mt-2 space-y-2">
            {extras.map((text) => (
              <li key={text} className={item}>
                <CircleXIcon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
