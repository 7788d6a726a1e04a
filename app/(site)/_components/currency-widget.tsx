'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatRate, rateLabel, type RatesSnapshot } from '@/lib/currency';
import { istanbulClock } from '@/lib/istanbul-time';

const ROTATE_MS = 3000;
const REFRESH_MS = 5 * 60_000;
/** While the server has only the fallback values, ask again sooner. */
const RETRY_FALLBACK_MS = 15_000;

/**
 * Rotating currency rates in the navigation bar. Rates come from the site's own
 * /api/currency (the server fetches the source), so a slow source never slows
 * a page. Pauses while hovered or focused, stays still under reduced motion,
 * and tells screen readers the whole list once instead of every rotation.
 */
export function CurrencyWidget() {
  const [snapshot, setSnapshot] = useState<RatesSnapshot | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      let next = REFRESH_MS;
      try {
        const response = await fetch('/api/currency');
        if (response.ok) {
          const s = (await response.json()) as RatesSnapshot;
          if (alive) setSnapshot(s);
          if (s.source === 'fallback') next = RETRY_FALLBACK_MS;
        }
      } catch {
        // Offline for a moment: keep what is shown.
      }
      if (alive) timer = setTimeout(load, next);
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  const count = snapshot?.items.length ?? 0;
  useEffect(() => {
    if (!count || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  const item = snapshot?.items[index % Math.max(count, 1)];
  const shown = item && rateLabel(item.code);
  const time = snapshot?.fetchedAt ? istanbulClock(snapshot.fetchedAt) : null;
  const summary = snapshot
    ? `Döviz ve altın kurları${time ? ` (${time} itibarıyla)` : ''}: ${snapshot.items.map((i) => `${rateLabel(i.code).name} ${formatRate(i.value)} TL`).join(', ')}`
    : 'Kurlar yükleniyor';

  return (
    <div
      className="flex h-9 w-[8.5rem] shrink-0 items-center justify-center rounded-md bg-white/10 px-2 text-[0.6875rem] text-white outline-none focus-visible:ring-2 focus-visible:ring-accent-400 sm:w-52 sm:text-sm"
      tabIndex={0}
      role="group"
      aria-label={summary}
      title={snapshot ? summary : undefined}
      data-testid="currency-widget"
      data-state={snapshot ? 'loaded' : 'loading'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {item && shown ? (
        <span
          // On a phone the label stands over the value, so "Gram altın 4.321,97 TL" fits at 320 px.
          className="flex w-full flex-col items-center leading-tight tabular-nums sm:flex-row sm:justify-between sm:gap-1.5"
          aria-hidden="true"
          data-testid="currency-item"
        >
          <span className="font-bold whitespace-nowrap">{shown.label}</span>
          {shown.name !== shown.label && <span className="hidden sm:inline">{shown.name}</span>}
          <span className="font-semibold whitespace-nowrap">{formatRate(item.value)} TL</span>
        </span>
      ) : (
        <span className="h-3 w-24 animate-pulse rounded bg-white/20" aria-hidden="true" />
      )}
    </div>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
