import { describe, expect, it } from 'vitest';
import { enqueueLeadNotification, listNotifications } from './store.server';
import { insertLead, trashLead } from '@/lib/leads/index.server';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import type { Mailer } from './mailer.server';
import { deliverDueNotifications } from './worker.server';

const TO = 'ofis@hafifnakliyat.example';

/** A mailer that records what it sent (by subject), optionally failing or waiting a little first. */
function recordingMailer(options: { fail?: boolean; delayMs?: number } = {}) {
  const sent: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const mailer: Mailer = {
    async send(message) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        if (options.fail) throw new Error('SMTP kapalı');
        sent.push(message.subject);
      } finally {
        inFlight--;
      }
    },
  };
  return { mailer, sent, maxInFlight: () => maxInFlight };
}

describe.each(testEngines())('lead e-mail outbox on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const lead = async (name: string, at: Date) => {
    const m = await insertLead(db, {
      kind: 'contact',
      name,
      email: 'a@example.com',
      subject: 'Genel İletişim',
      message: 'x',
    });
    await enqueueLeadNotification(db, 'contact', m.id, at);
    return m;
  };
  const pending = async () => (await listNotifications(db)).filter((n) => !n.sent_at).length;

  it('drains a backlog in one run with bounded concurrency, and sends a new lead’s e-mail ahead of it', async () => {
    const start = new Date(Date.now() - 60 * 60_000);
    // An outage: 30 e-mails fail once and wait for their retry.
    for (let i = 0; i < 30; i++) await lead(`Birikmiş ${i}`, start);
    const down = recordingMailer({ fail: true });
    await deliverDueNotifications(db, down.mailer, TO, start);
    expect(await pending()).toBe(30);

    // SMTP is back and a new lead arrives: its e-mail is the first to go out, then the backlog drains.
    const fresh = await lead('Yeni Gelen', new Date());
    const up = recordingMailer({ delayMs: 5 });
    const sent = await deliverDueNotifications(db, up.mailer, TO);
    expect(sent).toBe(31);
    // In the first batch (of at most 4 sent at once), not after the 30 old ones.
    expect(up.sent.findIndex((subject) => subject.includes(fresh.name))).toBeLessThan(4);
    expect(up.maxInFlight()).toBeGreaterThan(1);
    expect(up.maxInFlight()).toBeLessThanOrEqual(4);
    expect(await pending()).toBe(0);
  });

  it('never sends one e-mail twice when two server processes deliver at the same time', async () => {
    for (let i = 0; i < 12; i++) await lead(`İki İşçi ${i}`, new Date());
    const a = recordingMailer({ delayMs: 3 });
    const b = recordingMailer({ delayMs: 3 });
    const [sentA, sentB] = await Promise.all([
      deliverDueNotifications(db, a.mailer, TO),
      deliverDueNotifications(db, b.mailer, TO),
    ]);
    expect(sentA + sentB).toBe(12);
    const all = [...a.sent, ...b.sent];
    expect(new Set(all).size).toBe(12);
  });

  it('sends nothing about a lead staff moved to "Silinenler" before its e-mail went out', async () => {
    const m = await lead('Silinmiş Talep', new Date());
    await trashLead(db, 'contact', m.id, { email: 'personel@example.com' });
    const r = recordingMailer();
    await deliverDueNotifications(db, r.mailer, TO);
    expect(r.sent.some((s) => s.includes('Silinmiş Talep'))).toBe(false);
    expect(await pending()).toBe(0);
  });
});
