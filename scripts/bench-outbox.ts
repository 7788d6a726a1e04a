// `npm run bench:outbox`: after an SMTP outage, how fast does the lead e-mail outbox drain a
// backlog, and how long does a new lead's e-mail wait behind it? A real SMTP server on
// loopback (smtp-server), nodemailer, a fresh SQLite database. Figures, not assertions.
//   BENCH_BACKLOG=1200 BENCH_RUNS=3 npm run bench:outbox
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { insertLead } from '@/lib/leads/index.server';
import { enqueueLeadNotification, smtpMailer, deliverDueNotifications } from '@/lib/outbox/index.server';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';

const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 1200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TO = 'ofis@hafifnakliyat.example';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run(): Promise<{ drainS: number; perS: number; newLeadS: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-outbox-'));
  let newLeadAt: number | null = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        if (newLeadAt === null && raw.includes('Yeni Gelen')) newLeadAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  const { db } = handle;
  try {
    // The outage: every e-mail of the backlog is due now (queued an hour ago).
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < BACKLOG; i++) {
      const m = await insertLead(db, {
        kind: 'contact',
        name: `Birikmiş ${i}`,
        email: `b${i}@example.com`,
        subject: 'Genel',
        message: 'x',
      });
      await enqueueLeadNotification(db, 'contact', m.id, anHourAgo);
    }
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'site@hafifnakliyat.example');
    const started = performance.now();
    const drain = deliverDueNotifications(db, mailer, TO);
    // SMTP is back and the drain is under way when a new lead arrives.
    await new Promise((r) => setTimeout(r, 1000));
    const m = await insertLead(db, {
      kind: 'contact',
      name: 'Yeni Gelen',
      email: 'yeni@example.com',
      subject: 'Genel',
      message: 'x',
    });
    const arrived = performance.now();
    await enqueueLeadNotification(db, 'contact', m.id, new Date());
    await drain;
    // The new lead's e-mail may have missed the first run's last claim: the server's next trigger sends it.
    await deliverDueNotifications(db, mailer, TO);
    const drainS = (performance.now() - started) / 1000;
    return { drainS, perS: (BACKLOG + 1) / drainS, newLeadS: ((newLeadAt ?? performance.now()) - arrived) / 1000 };
  } finally {
    await db.destroy();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < RUNS; i++) {
  const r = await run();
  results.push(r);
  console.log(
    `run ${i + 1}: ${BACKLOG} queued e-mails drained in ${r.drainS.toFixed(1)} s (${r.perS.toFixed(0)}/s); a new lead's e-mail went out ${r.newLeadS.toFixed(2)} s after the lead`,
  );
}
console.log(
  `median of ${RUNS}: drain ${median(results.map((r) => r.drainS)).toFixed(1)} s, new lead ${median(results.map((r) => r.newLeadS)).toFixed(2)} s`,
);
process.exit(0);
