'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by EarlyTyping's inline script: what was typed into each text area before React took the page over. */
    __earlyTyping?: { values: Map<HTMLTextAreaElement, string>; stop: () => void };
  }
}

/**
 * Puts back what was typed into text areas before React took the page over (EarlyTyping).
 * Rendered before the page's content, so its effect runs before the forms' own (a form that
 * adopts early input then sees the text as typed).
 */
export function KeepEarlyTyping() {
  useEffect(() => {
    const early = window.__earlyTyping;
    if (!early) return;
    for (const [field, value] of early.values) if (field.isConnected && field.value !== value) field.value = value;
    early.stop();
    delete window.__earlyTyping;
  }, []);
  return null;
}
