// Lead forms as the unit tests send them (a test helper, not shipped).
import { signStart } from '@/lib/leads/index.server';

/** The secret the tests sign the forms' start time with. */
export const TEST_SECRET = 'unit-test-secret-of-at-least-32-characters';
/** The tests' "now", so signed start times and rate windows are fixed. */
export const TEST_NOW = new Date('2026-11-21T10:00:00Z');

/** A FormData of the given fields, as a browser sends a lead form. */
export function formData(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/**
 * A valid quote request from İstanbul to Ankara, shown five seconds before `now` (signed with
 * TEST_SECRET); `fields` name the person and change or add what a test needs.
 */
export function quoteForm(fields: Record<string, string>, now: Date = TEST_NOW): FormData {
  return formData({
    phone: '0532 123 45 67',
    fromLocation: 'İstanbul',
    toLocation: 'Ankara',
    service: 'Şehirlerarası Taşıma',
    startedAt: signStart(now.getTime() - 5000, TEST_SECRET),
    ...fields,
  });
}
