import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { submitLead } from '@/lib/wiring/lead-form.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { TEST_SECRET, quoteForm } from '@/test/lead-forms';
import { decryptPush, newDeviceKeys, startPushService, type DeviceKeys } from '@/test/push-service';
import { deliverDueAlerts } from './deliver.server';
import { webPushSender } from './push.server';
import { enqueueEscalations, enqueueStaffAlert, listAlerts } from './queue.server';
import { listSubscriptions, saveSubscription, setQuietHours } from './subscriptions.server';
import { getVapidKeys, type VapidKeys } from './vapid.server';

type Users = { user: Record<string, unknown> };

async function addUser(db: Db, role: string, onDuty: boolean): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .withTables<Users>()
    .insertInto('user')
    .values({
      id,
      name: `${role} ${id.slice(0, 4)}`,
      email: `${id}@hafifnakliyat.example`,
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
      role,
      on_duty: onDuty,
    })
    .execute();
  return id;
}

describe.each(testEngines())('staff alerts on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  let push: Awaited<ReturnType<typeof startPushService>>;
  let vapid: VapidKeys;
  beforeAll(async () => {
    push = await startPushService();
    vapid = await getVapidKeys(db);
  });
  afterAll(async () => push?.close());

  /** A device of `userId` subscribed at the stand-in push service. */
  async function subscribe(userId: string): Promise<{ keys: DeviceKeys; path: string }> {
    const keys = newDeviceKeys();
    const path = `/push/${randomUUID()}`;
    await saveSubscription(
      db,
      userId,
      { endpoint: `${push.origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      'iPhone · Safari',
    );
    return { keys, path };
  }

  const messagesTo = (path: string) => push.received.filter((m) => m.path === path);

  async function newLead(lastName: string, now: Date) {
    const state = await submitLead(
      'quote',
      quoteForm(
        {
          firstName: 'Selin',
          lastName,
          email: 'selin@example.com',
          phone: '0532 765 43 21',
          fromLocation: 'Kadıköy',
          toLocation: 'Bursa',
          message: 'Piyanomuz var',
        },
        now,
      ),
      {
        headers: new Headers({ 'x-forwarded-for': '203.0.113.70' }),
        db,
        now,
        rateLimit: 0,
        minFillMs: 0,
        secret: TEST_SECRET,
        notify: false,
        afterCommitAlerts: () => {},
      },
    );
    expect(state.status).toBe('success');
    const lead = await db
      .selectFrom('leads')
      .select(['id', 'reference'])
      .where('reference', '=', state.reference!)
      .executeTakeFirstOrThrow();
    return { id: lead.id, reference: lead.reference! };
  }

  it('alerts the on-duty office staff of a new lead with its kind and reference only, encrypted for the device', async () => {
    const onDuty = await addUser(db, 'ofis', true);
    const offDuty = await addUser(db, 'ofis', false);
    const manager = await addUser(db, 'yonetici', false);
    const phone = await subscribe(onDuty);
    const otherPhone = await subscribe(offDuty);
    const managerPhone = await subscribe(manager);
    const now = new Date();
    const lead = await newLead('Aksoy', now);
    expect((await listAlerts(db)).filter((a) => a.lead_id === lead.id).map((a) => a.event)).toEqual(['new-lead']);

    const outcome = await deliverDueAlerts(db, webPushSender(vapid));
    expect(outcome.delivered).toBeGreaterThanOrEqual(1);
    expect(messagesTo(otherPhone.path)).toHaveLength(0);
    expect(messagesTo(managerPhone.path)).toHaveLength(0);
    const [message] = messagesTo(phone.path);
    expect(message).toBeDefined();
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.urgency).toBe('high');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    // Signed with the VAPID key for the push service's origin (RFC 8292).
    expect(message!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const jwt = JSON.parse(
      Buffer.from(String(message!.headers.authorization).split(/[ .,]/)[2]!, 'base64url').toString('utf8'),
    ) as { aud: string };
    expect(jwt.aud).toBe(push.origin);
    // The body is ciphertext: nothing readable on the way.
    expect(message!.body.toString('latin1')).not.toContain(lead.reference);

    const payload = JSON.parse(decryptPush(message!.body, phone.keys)) as Record<string, string>;
    expect(payload).toEqual({
      event: 'new-lead',
      title: 'Yeni teklif talebi',
      body: lead.reference,
      url: `/admin/dashboard/talep/teklif/${lead.id}`,
      tag: `new-lead:${lead.id}`,
    });
    const text = JSON.stringify(payload);
    for (const personal of ['Selin', 'Aksoy', 'selin@example.com', '765', 'Kadıköy', 'Bursa', 'Piyano'])
      expect(text).not.toContain(personal);

    // Sent once: another round sends nothing more.
    const before = push.received.length;
    await deliverDueAlerts(db, webPushSender(vapid));
    expect(push.received.length).toBe(before);
  });

  it("alerts only the lead's owner when it has one", async () => {
    const owner = await addUser(db, 'ofis', false);
    const colleague = await addUser(db, 'ofis', true);
    const ownerPhone = await subscribe(owner);
    const colleaguePhone = await subscribe(colleague);
    const lead = await newLead('Sahipli', new Date());
    await db.updateTable('leads').set({ assigned_to: owner }).where('id', '=', lead.id).execute();
    await deliverDueAlerts(db, webPushSender(vapid));
    expect(messagesTo(ownerPhone.path)).toHaveLength(1);
    expect(messagesTo(colleaguePhone.path)).toHaveLength(0);
  });

  it('escalates a lead nobody answered to every manager, once, after the set minutes (moved clock)', async () => {
    const managerA = await addUser(db, 'yonetici', false);
    const managerB = await addUser(db, 'yonetici', false);
    const phoneA = await subscribe(managerA);
    const phoneB = await subscribe(managerB);
    const t0 = new Date(Date.now() + 10 * 24 * 60 * 60_000);
    const waiting = await newLead('Bekleyen', t0);
    const answered = await newLead('Yanitlanan', t0);
    // The lead's arrival on the moved clock.
    await db.updateTable('leads').set({ created_at: t0 }).where('id', 'in', [waiting.id, answered.id]).execute();
    await db.updateTable('leads').set({ first_response_at: t0 }).where('id', '=', answered.id).execute();
    await deliverDueAlerts(db, webPushSender(vapid), t0);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

    expect(await enqueueEscalations(db, at(9.9), 10)).toBe(0);
    expect(await enqueueEscalations(db, at(10), 10)).toBe(1);
    // Once: later sweeps (or a second instance) queue nothing more for it.
    expect(await enqueueEscalations(db, at(11), 10)).toBe(0);
    expect(await enqueueEscalations(db, at(30), 10)).toBe(0);
    await deliverDueAlerts(db, webPushSender(vapid), at(10));
    for (const phone of [phoneA, phoneB]) {
      const messages = messagesTo(phone.path);
      expect(messages).toHaveLength(1);
      const payload = JSON.parse(decryptPush(messages[0]!.body, phone.keys)) as Record<string, string>;
      expect(payload.event).toBe('escalation');
      expect(payload.title).toBe('Yanıtlanmamış teklif talebi');
      expect(payload.body).toBe(`${waiting.reference} · 10 dakikadır ilk yanıt bekliyor`);
      expect(payload.url).toBe(`/admin/dashboard/talep/teklif/${waiting.id}`);
      expect(JSON.stringify(payload)).not.toContain('Bekleyen');
    }
    const escalations = (await listAlerts(db)).filter((a) => a.event === 'escalation');
    expect(escalations.map((a) => a.lead_id)).toEqual([waiting.id]);
  });

  it('removes a subscription the push service reports gone (410, 404) and retries one that failed (500)', async () => {
    const user = await addUser(db, 'ofis', true);
    const gone = await subscribe(user);
    const missing = await subscribe(user);
    const flaky = await subscribe(user);
    push.answer(gone.path, 410);
    push.answer(missing.path, 404);
    push.answer(flaky.path, 500);
    const t0 = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    const lead = await newLead('Kaybolan', t0);
    const first = await deliverDueAlerts(db, webPushSender(vapid), t0);
    expect(first.removed).toBe(2);
    const left = (await listSubscriptions(db, [user])).map((s) => s.endpoint);
    expect(left).toEqual([`${push.origin}${flaky.path}`]);
    const alert = (await listAlerts(db)).find((a) => a.lead_id === lead.id)!;
    expect(alert.done_at).toBeNull();
    expect(alert.last_error).toContain('HTTP 500');

    // The push service is back: the retry reaches the device once, and the alert is done.
    push.answer(flaky.path, 201);
    await deliverDueAlerts(db, webPushSender(vapid), new Date(t0.getTime() + 60_000));
    expect(messagesTo(flaky.path)).toHaveLength(2);
    expect((await listAlerts(db)).find((a) => a.lead_id === lead.id)!.done_at).not.toBeNull();
  });

  it("keeps a person's quiet hours (İstanbul time) and alerts them outside them", async () => {
    const sleeper = await addUser(db, 'ofis', true);
    const phone = await subscribe(sleeper);
    await setQuietHours(db, sleeper, { from: '22:00', until: '08:00' });
    const night = new Date('2026-12-01T20:30:00Z'); // 23:30 in İstanbul
    const day = new Date('2026-12-02T06:00:00Z'); // 09:00 in İstanbul
    // The leads are theirs (others on duty from earlier tests would otherwise get them by round-robin).
    const nighttime = await newLead('Gece', night);
    await db.updateTable('leads').set({ assigned_to: sleeper }).where('id', '=', nighttime.id).execute();
    await enqueueStaffAlert(db, { event: 'offer-accepted', leadId: nighttime.id, now: night });
    await deliverDueAlerts(db, webPushSender(vapid), night);
    expect(messagesTo(phone.path)).toHaveLength(0);
    const daytime = await newLead('Gunduz', day);
    await db.updateTable('leads').set({ assigned_to: sleeper }).where('id', '=', daytime.id).execute();
    await enqueueStaffAlert(db, { event: 'offer-accepted', leadId: daytime.id, now: day });
    await deliverDueAlerts(db, webPushSender(vapid), day);
    const messages = messagesTo(phone.path);
    expect(messages.map((m) => (JSON.parse(decryptPush(m.body, phone.keys)) as { event: string }).event)).toContain(
      'offer-accepted',
    );
  });

  it("never delays the visitor's answer: the lead is answered while the push service is still busy", async () => {
    const user = await addUser(db, 'ofis', true);
    await subscribe(user);
    push.delay(3_000);
    let sending: Promise<unknown> = Promise.resolve();
    const started = Date.now();
    const state = await submitLead(
      'quote',
      quoteForm({ firstName: 'Hızlı', lastName: 'Yanıt', email: 'h@example.com' }, new Date()),
      {
        headers: new Headers({ 'x-forwarded-for': '203.0.113.71' }),
        db,
        rateLimit: 0,
        minFillMs: 0,
        secret: TEST_SECRET,
        notify: false,
        afterCommitAlerts: () => {
          sending = deliverDueAlerts(db, webPushSender(vapid));
        },
      },
    );
    expect(state.status).toBe('success');
    expect(Date.now() - started).toBeLessThan(1_500);
    await sending;
    push.delay(0);
  });
});
