// The one lease claim of the durable queues (the e-mail outbox, the staff alerts), on a real
// database of each engine: due rows only, in order; two workers on two app instances
// claiming at once never get the same row; a row whose lease ran out is claimed again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { insertLead } from '@/lib/leads/index.server';
import { testEngines, useTwoInstances } from '@/test/db-engines';
import { claimDueRows } from './lease-claim.server';

const NOW = new Date('2027-03-01T09:00:00Z');
const LEASE = 60_000;
const alerts = { table: 'staff_alerts', doneColumn: 'done_at' } as const;
const mails = { table: 'lead_notifications', doneColumn: 'sent_at' } as const;

describe.each(testEngines())('the lease claim on $name', (engine) => {
  let db: Db;
  let other: Db;
  useTwoInstances(engine, (a, b) => ([db, other] = [a, b]));
  // The queued rows are about a lead (their lead_id is a foreign key: decision 048).
  let leadId: string;
  beforeAll(async () => {
    leadId = (
      await insertLead(db, {
        kind: 'contact',
        name: 'Kuyruk Testi',
        email: 'kuyruk@example.com',
        subject: 'Soru',
        message: 'Merhaba',
      })
    ).id;
  });

  let n = 0;
  /** A queued alert: due `dueIn` ms from NOW, created `age` ms before it. */
  const alert = async ({ dueIn = 0, age = 0, attempts = 0, done = false } = {}) => {
    const id = `alert-${String(++n).padStart(3, '0')}`;
    await db
      .insertInto('staff_alerts')
      .values({
        id,
        event: 'new-lead',
        lead_id: leadId,
        attempts,
        next_attempt_at: new Date(NOW.getTime() + dueIn),
        created_at: new Date(NOW.getTime() - age),
        done_at: done ? NOW : null,
      })
      .execute();
    return id;
  };
  const clear = () => db.deleteFrom('staff_alerts').execute();

  it('claims only unfinished due rows: first attempts first, newest first, at most the limit', async () => {
    await clear();
    const retry = await alert({ attempts: 2, age: 1_000 });
    const old = await alert({ age: 5_000 });
    const fresh = await alert({ age: 1_000 });
    await alert({ dueIn: 1_000 }); // not yet due
    await alert({ done: true }); // finished
    const first = await claimDueRows(db, alerts, ['id', 'attempts'], { now: NOW, limit: 2, leaseMs: LEASE });
    expect(first).toEqual([
      { id: fresh, attempts: 0 },
      { id: old, attempts: 0 },
    ]);
    const rest = await claimDueRows(db, alerts, ['id'], { now: NOW, limit: 10, leaseMs: LEASE });
    expect(rest).toEqual([{ id: retry }]);
    // Claimed rows wait for their lease; nothing else is due.
    expect(await claimDueRows(db, alerts, ['id'], { now: NOW, limit: 10, leaseMs: LEASE })).toEqual([]);
    const leased = await db
      .selectFrom('staff_alerts')
      .select('next_attempt_at')
      .where('id', '=', fresh)
      .executeTakeFirst();
    expect(new Date(leased!.next_attempt_at).getTime()).toBe(NOW.getTime() + LEASE);
  });

  it('two workers on two app instances claiming at once never get the same row', async () => {
    await clear();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => alert({ age: i })));
    const claim = (worker: Db) => claimDueRows(worker, alerts, ['id'], { now: NOW, limit: 30, leaseMs: LEASE });
    const rounds = await Promise.all([claim(db), claim(other), claim(db), claim(other)]);
    const claimed = rounds.flat().map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(ids.sort());
  }, 30_000);

  it('a row whose worker died is claimed again once its lease has run out, not before', async () => {
    await clear();
    const id = await alert();
    expect(await claimDueRows(db, alerts, ['id'], { now: NOW, limit: 5, leaseMs: LEASE })).toEqual([{ id }]);
    const during = new Date(NOW.getTime() + LEASE - 1);
    expect(await claimDueRows(other, alerts, ['id'], { now: during, limit: 5, leaseMs: LEASE })).toEqual([]);
    const after = new Date(NOW.getTime() + LEASE);
    expect(await claimDueRows(other, alerts, ['id'], { now: after, limit: 5, leaseMs: LEASE })).toEqual([{ id }]);
  });

  it('serves the e-mail outbox table the same way (its own done column)', async () => {
    const row = (id: string, sent: boolean) => ({
      id,
      lead_kind: 'quote' as const,
      lead_id: leadId,
      recipient: 'staff',
      attempts: 0,
      next_attempt_at: NOW,
      sent_at: sent ? NOW : null,
      created_at: NOW,
    });
    await db
      .insertInto('lead_notifications')
      .values([row('mail-due', false), row('mail-sent', true)])
      .execute();
    expect(
      await claimDueRows(db, mails, ['id', 'recipient', 'lead_kind'], { now: NOW, limit: 5, leaseMs: LEASE }),
    ).toEqual([{ id: 'mail-due', recipient: 'staff', lead_kind: 'quote' }]);
  });
});
