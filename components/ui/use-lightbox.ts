'use client';

import { useState } from 'react';

/** Which item of a lightbox is open; moving wraps around. */
export function useLightbox(count: number) {
  const [index, setIndex] = useState<number | null>(null);
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count));
  return {
    index,
    move,
    close: () => setIndex(null),
    /** Click handler of an item's link: opens the lightbox unless the visitor asked for a new tab or window. */
    opener: (i: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setIndex(i);
    },
    /** Arrow keys move between items. */
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    },
  };
}
