import 'server-only';
import webpush from 'web-push';
import { readState, writeState } from '@/lib/data/app-state.server';
import type { Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const STATE_KEY = 'vapid-keys';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once and kept
 * in the database (app_state), like the auth secret: development and tests need no setup,
 * and nothing secret is ever committed. Two processes starting together: the first write wins.
 */
export async function getVapidKeys(db: Db): Promise<VapidKeys> {
  const e = env();
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.COMPANY_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  const stored = await readState(db, STATE_KEY);
  if (stored) return { ...(JSON.parse(stored.value) as { publicKey: string; privateKey: string }), subject };
  const generated = webpush.generateVAPIDKeys();
  const first = await db
    .insertInto('app_state')
    .values({ key: STATE_KEY, value: JSON.stringify(generated), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) {
    const winner = await readState(db, STATE_KEY);
    if (winner) return { ...(JSON.parse(winner.value) as { publicKey: string; privateKey: string }), subject };
  }
  return { ...generated, subject };
}

/** Replaces the stored pair (tests; an operator rotating keys sets the environment instead). */
export async function storeVapidKeys(db: Db, keys: { publicKey: string; privateKey: string }): Promise<void> {
  await writeState(db, STATE_KEY, JSON.stringify(keys));
}
