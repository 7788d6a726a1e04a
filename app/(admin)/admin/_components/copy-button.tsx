'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Copies `text` to the clipboard. Rendered only where a clipboard is there (never on the
 * server, nor without JavaScript); the text beside it stays selectable either way.
 */
export function CopyButton({ text, className }: { text: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const available = useSyncExternalStore(
    subscribe,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  if (!available) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? 'Kopyalandı' : 'Kopyala'}</span>
    </button>
  );
}
