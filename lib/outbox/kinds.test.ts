// The outbox's registry (docs/decisions/047): every stored kind has its feature's handler, the
// staff's e-mails go to the staff list, and the delivery loop does what a handler answers.
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { insertLead } from '@/lib/leads/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { drainOutbox, retryDelayMs } from './drain.server';
import { outboxKinds } from './kinds.server';
import type { MailKind, MailKinds, MailOutcome } from './mail-kind';
import type { Mailer, MailMessage } from './mailer.server';
import {
  OUTBOX_KINDS,
  enqueueLeadNotification,
  listNotifications,
  outboxKindOf,
  type OutboxKind,
} from './store.server';

describe('the outbox registry', () => {
  it('has one handler for every stored kind, and none for a kind it does not store', () => {
    const kinds = outboxKinds();
    expect(Object.keys(kinds).sort()).toEqual([...OUTBOX_KINDS].sort());
    for (const kind of OUTBOX_KINDS) expect(typeof kinds[kind].deliver).toBe('function');
  });

  it("sends the staff's e-mails to the staff list and every other to the customer", () => {
    const kinds = outboxKinds();
    const staff = OUTBOX_KINDS.filter((kind) => kinds[kind].audience === 'staff');
    expect(staff.sort()).toEqual(['damage-report', 'offer-response', 'staff']);
  });

  it("reads a renamed kind as the one that replaced it, and an unknown one as the staff's e-mail", () => {
    expect(outboxKindOf('survey-rescheduled')).toBe('survey-moved');
    expect(outboxKindOf('offer')).toBe('offer');
    expect(outboxKindOf('bilinmeyen')).toBe('staff');
  });
});

describe.each(testEngines())('the delivery loop with its handlers on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  /** Every kind answers `outcome`; what was sent is recorded. */
  function registry(outcome: (kind: OutboxKind) => MailOutcome | Error, audience?: MailKind['audience']) {
    const sent: MailMessage[] = [];
    const kinds = Object.fromEntries(
      OUTBOX_KINDS.map((kind) => [
        kind,
        {
          audience: audience ?? (kind === 'staff' ? 'staff' : 'customer'),
          async deliver({ lead, send }) {
            const answer = outcome(kind);
            if (answer instanceof Error) throw answer;
            if (answer === 'sent')
              await send({ subject: `${kind}: ${lead.name}`, text: 'metin', html: '<p>metin</p>' });
            return answer;
          },
        } satisfies MailKind,
      ]),
    ) as MailKinds;
    const mailer: Mailer = { send: async (message) => void sent.push(message) };
    return { kinds, mailer, sent };
  }

  async function queued(name: string, kind: OutboxKind, at: Date) {
    const lead = await insertLead(db, {
      kind: 'contact',
      name,
      email: 'musteri@example.com',
      subject: 'Genel',
      message: 'x',
    });
    await enqueueLeadNotification(db, 'contact', lead.id, at, kind);
    return lead;
  }
  const rowOf = async (leadId: string) => (await listNotifications(db)).find((n) => n.lead_id === leadId)!;

  it("hands each e-mail to its kind's handler, addressed to its audience, and records it sent", async () => {
    const now = new Date();
    const customer = await queued('Deniz Ak', 'offer', now);
    const staff = await queued('Ece Su', 'staff', now);
    const { kinds, mailer, sent } = registry(() => 'sent');
    const count = await drainOutbox(db, mailer, { kinds, staffRecipients: async () => 'ofis@example.com', now });
    expect(count).toBe(2);
    expect(sent.map((m) => [m.subject, m.to]).sort()).toEqual([
      ['offer: Deniz Ak', 'musteri@example.com'],
      ['staff: Ece Su', 'ofis@example.com'],
    ]);
    expect((await rowOf(customer.id)).sent_at).not.toBeNull();
    expect((await rowOf(staff.id)).sent_at).not.toBeNull();
  });

  it('finishes unsent what has nothing to tell, or a staff e-mail with nobody to receive it', async () => {
    const now = new Date();
    const gone = await queued('Gizem Yok', 'offer-accepted', now);
    const nobody = await queued('Kimse Yok', 'staff', now);
    const { kinds, mailer, sent } = registry((kind) => (kind === 'staff' ? 'sent' : 'nothing'));
    expect(await drainOutbox(db, mailer, { kinds, staffRecipients: async () => undefined, now })).toBe(0);
    expect(sent).toEqual([]);
    expect((await rowOf(gone.id)).sent_at).not.toBeNull();
    expect((await rowOf(nobody.id)).sent_at).not.toBeNull();
  });

  it('puts back an e-mail that waits, until its time', async () => {
    const now = new Date();
    const until = new Date(now.getTime() + 3 * 24 * 60 * 60_000);
    const waiting = await queued('Bekleyen Yorum', 'review-request', now);
    const { kinds, mailer, sent } = registry(() => ({ waitUntil: until }));
    expect(await drainOutbox(db, mailer, { kinds, staffRecipients: async () => undefined, now })).toBe(0);
    const row = await rowOf(waiting.id);
    expect(row.sent_at).toBeNull();
    expect(new Date(row.next_attempt_at).getTime()).toBe(until.getTime());
    expect(row.attempts).toBe(0);
    expect(sent).toEqual([]);
  });

  it('retries a failed handler later, with the error kept, and sends it then', async () => {
    const now = new Date();
    const failing = await queued('Hata Veren', 'survey-booked', now);
    const down = registry(() => new Error('SMTP kapalı'));
    expect(await drainOutbox(db, down.mailer, { kinds: down.kinds, staffRecipients: async () => undefined, now })).toBe(
      0,
    );
    expect(await rowOf(failing.id)).toMatchObject({ attempts: 1, last_error: 'SMTP kapalı', sent_at: null });
    const up = registry(() => 'sent');
    const early = new Date(now.getTime() + retryDelayMs(1) - 1000);
    expect(
      await drainOutbox(db, up.mailer, { kinds: up.kinds, staffRecipients: async () => undefined, now: early }),
    ).toBe(0);
    const later = new Date(now.getTime() + retryDelayMs(1) + 1);
    expect(
      await drainOutbox(db, up.mailer, { kinds: up.kinds, staffRecipients: async () => undefined, now: later }),
    ).toBe(1);
    expect(up.sent.map((m) => m.subject)).toEqual(['survey-booked: Hata Veren']);
  });
});
