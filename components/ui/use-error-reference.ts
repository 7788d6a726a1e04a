'use client';

import { useEffect, useMemo } from 'react';

/**
 * The reference an error page shows, so that what a visitor or a staff member reads
 * out on the phone can be found in the logs: the digest Next.js gives an error thrown
 * on the server (the same digest is in the server's log beside the real error), or,
 * for an error thrown in the browser, a new random id.
 */
export function errorReference(error: unknown): string {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : '';
  if (digest) return digest;
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `T-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** Logs an error with its reference (in the browser's console, where a browser error is also reported). */
export function logErrorReference(where: string, reference: string, error: unknown): void {
  console.error(`[${where}] hata ${reference}:`, error);
}

/** An error page's reference, chosen once per error (a retry that fails again gets a new one) and logged. */
export function useErrorReference(where: string, error: unknown): string {
  const reference = useMemo(() => errorReference(error), [error]);
  useEffect(() => logErrorReference(where, reference, error), [where, reference, error]);
  return reference;
}
