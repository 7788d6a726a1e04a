'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_PREFETCH_ATTRIBUTE } from '@/components/ui/link';

/**
 * Prefetches a route when the visitor shows intent to follow a link to it: the
 * pointer rests on it, a finger touches it, or keyboard focus reaches it. One
 * listener on the document for every site link (`@/components/ui/link`), which
 * never prefetch on their own when they scroll into view.
 *
 * It also marks the page as hydrated (`<html data-hydrated>`): the boot scripts load
 * after the first paint (decision 020), and tests that use the page's script-driven
 * parts wait for this mark.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${INTENT_PREFETCH_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
      const href = link.pathname + link.search;
      if (done.has(href) || href === location.pathname + location.search) return;
      done.add(href);
      router.prefetch(href);
    };
    const options = { capture: true, passive: true };
    const events = ['mouseover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
