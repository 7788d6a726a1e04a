import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/** Marks the links that IntentPrefetch (app/(site)/_components/intent-prefetch.tsx) prefetches on intent. */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-prefetch-intent';

/**
 * The site's internal link: Next.js's `<Link>` (client-side navigation) without
 * its prefetch of every link that scrolls into view, which on a phone fired ten
 * RSC requests while the page was still loading. The route is prefetched when
 * the visitor shows intent instead (hover, touch, keyboard focus), by the one
 * listener in IntentPrefetch. See docs/decisions/014-page-speed.md.
 */
export default function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} {...{ [INTENT_PREFETCH_ATTRIBUTE]: '' }} />;
}
