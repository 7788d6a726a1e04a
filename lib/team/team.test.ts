// The team on each engine: invitations and resets by one-time link, the last manager kept,
// disabling ends sessions at once, the round-robin over the ofis staff on duty, assignment,
// saha staff's assigned work, the median first response per person, and the per-account
// sign-in limit across addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '@/lib/auth/admin.server';
import { createAuth, type Auth } from '@/lib/auth/auth.server';
import { signIn } from '@/lib/auth/sign-in.server';
import type { DatabaseHandle } from '@/lib/db/kysely.server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { addLeadNote, insertLead, listLeadAudit } from '@/lib/leads/index.server';
import { testEngines } from '@/test/db-engines';
import {
  INVITE_VALID_MS,
  RESET_VALID_MS,
  invite,
  issueToken,
  listTeamAudit,
  pendingInvitations,
  resendInvitation,
  removeAccount,
  removeAccountByEmail,
  setDisabled,
  setPasswordWithToken,
  setRole,
  tokenAccount,
} from './accounts.server';
import {
  AUTO_ASSIGN_ACTOR,
  assignLead,
  isAssignedWork,
  medianFirstResponseByPerson,
  myLeadIds,
  nextOnDuty,
  setOnDuty,
} from './assignment.server';

const MANAGER = 'yonetim@hafifnakliyat.example';
const PASSWORD = 'Kestane-Kebap-2026!';
const from = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: address, 'user-agent': 'vitest' });

describe.each(testEngines())('the team on $name', (engine) => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let auth: Auth;
  let managerId: string;
  beforeAll(async () => {
    handle = await engine.open();
    auth = createAuth(handle, 'test-secret-'.repeat(4), { baseURL: 'http://localhost:3000', secureCookies: false });
    await createOrResetAdmin(auth, MANAGER, PASSWORD);
    managerId = (await handle.db.selectFrom('user').select('id').where('email', '=', MANAGER).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => handle?.close());

  const signInAs = (email: string, password: string, address = '198.51.100.1') =>
    signIn(
      auth,
      handle.db,
      { email, password, headers: from(address) },
      { maxFailures: 50, maxFailuresPerAddress: 50, windowMs: 15 * 60_000 },
    );

  async function member(email: string, role: 'ofis' | 'saha' | 'yonetici') {
    const invited = await invite(auth, handle.db, { email, name: email.split('@')[0]!, role });
    if (!invited.ok) throw new Error(invited.reason);
    expect(await setPasswordWithToken(auth, handle.db, invited.token, PASSWORD)).toEqual({ ok: true, email });
    return invited.userId;
  }

  it('existing accounts are managers; an invited person sets a password once, weak ones refused', async () => {
    const role = await handle.db
      .selectFrom('user')
      .select('role')
      .where('id', '=', managerId)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('yonetici');
    const now = new Date('2026-11-27T10:00:00Z');
    const invited = await invite(auth, handle.db, { email: 'Ayse@Example.com ', name: 'Ayşe Kaya', role: 'ofis' }, now);
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    expect(await invite(auth, handle.db, { email: 'ayse@example.com', name: 'Ayşe', role: 'ofis' })).toEqual({
      ok: false,
      reason: 'exists',
    });
    // No password yet: nobody can sign in as the invited person.
    expect((await signInAs('ayse@example.com', PASSWORD)).ok).toBe(false);
    expect(await setPasswordWithToken(auth, handle.db, invited.token, 'sifre123', now)).toMatchObject({ ok: false });
    // Valid 72 hours, not a minute more.
    const late = new Date(now.getTime() + INVITE_VALID_MS + 60_000);
    expect(await tokenAccount(handle.db, invited.token, late)).toBeNull();
    expect(await setPasswordWithToken(auth, handle.db, invited.token, PASSWORD, late)).toEqual({
      ok: false,
      expired: true,
    });
    const inTime = new Date(now.getTime() + INVITE_VALID_MS - 60_000);
    expect(await setPasswordWithToken(auth, handle.db, invited.token, PASSWORD, inTime)).toEqual({
      ok: true,
      email: 'ayse@example.com',
    });
    // One time only.
    expect(await setPasswordWithToken(auth, handle.db, invited.token, 'Baska-Bir-Sifre-77', inTime)).toEqual({
      ok: false,
      expired: true,
    });
    expect((await signInAs('ayse@example.com', PASSWORD)).ok).toBe(true);
  });

  it('a reset link is valid one hour and ends the other sessions', async () => {
    const id = await member('reset@example.com', 'ofis');
    const signedIn = await signInAs('reset@example.com', PASSWORD);
    expect(signedIn.ok).toBe(true);
    const sessions = () =>
      handle.db
        .selectFrom('session')
        .select('id')
        .where('userId', '=', id)
        .execute()
        .then((r) => r.length);
    expect(await sessions()).toBe(1);
    const now = new Date();
    const stale = await issueToken(handle.db, id, 'reset', new Date(now.getTime() - RESET_VALID_MS - 1000));
    expect(await setPasswordWithToken(auth, handle.db, stale, 'Yeni-Sifre-Cicek-9', now)).toEqual({
      ok: false,
      expired: true,
    });
    const token = await issueToken(handle.db, id, 'reset', now);
    expect(await setPasswordWithToken(auth, handle.db, token, 'Yeni-Sifre-Cicek-9', now)).toMatchObject({ ok: true });
    expect(await sessions()).toBe(0);
    expect((await signInAs('reset@example.com', PASSWORD)).ok).toBe(false);
    expect((await signInAs('reset@example.com', 'Yeni-Sifre-Cicek-9')).ok).toBe(true);
  });

  it('the last manager is never removed, disabled or demoted', async () => {
    expect(await setRole(handle.db, managerId, 'ofis')).toBe('last-manager');
    expect(await setDisabled(handle.db, managerId, true)).toBe('last-manager');
    expect(await removeAccount(handle.db, managerId)).toBe('last-manager');
    const second = await member('ikinci@example.com', 'yonetici');
    // With a second manager the first may be demoted; then the second is the last one.
    expect(await setRole(handle.db, managerId, 'ofis')).toBe('done');
    expect(await setDisabled(handle.db, second, true)).toBe('last-manager');
    expect(await setRole(handle.db, managerId, 'yonetici')).toBe('done');
    expect(await removeAccount(handle.db, second)).toBe('done');
    expect(await handle.db.selectFrom('user').select('id').where('id', '=', second).executeTakeFirst()).toBeUndefined();
  });

  it('removing by e-mail (npm run admin:remove) follows the Ekip tab: the last manager kept, leads unassigned, sessions and links gone', async () => {
    const activeManagers = await handle.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'yonetici')
      .where('disabled_at', 'is', null)
      .execute();
    expect(activeManagers.map((m) => m.id)).toEqual([managerId]);
    // A field account remains, yet the only manager is refused (the script used to remove him).
    const field = await member('saha-kalan@example.com', 'saha');
    expect(await removeAccountByEmail(handle.db, ` ${MANAGER.toUpperCase()} `)).toBe('last-manager');
    expect(
      await handle.db.selectFrom('user').select('id').where('id', '=', managerId).executeTakeFirst(),
    ).toBeDefined();
    expect(await removeAccountByEmail(handle.db, 'kimse@example.com')).toBe('unknown');

    const leaving = await member('ayrilan@example.com', 'ofis');
    const lead = await insertLead(
      handle.db,
      { kind: 'contact', name: 'Veli', email: 'veli@example.com', subject: 'Soru', assignedTo: leaving },
      new Date(),
    );
    expect((await signInAs('ayrilan@example.com', PASSWORD)).ok).toBe(true);
    await issueToken(handle.db, leaving, 'reset');
    expect(await removeAccountByEmail(handle.db, 'Ayrilan@Example.com')).toBe('done');
    const after = await handle.db
      .selectFrom('leads')
      .select('assigned_to')
      .where('id', '=', lead.id)
      .executeTakeFirst();
    expect(after).toEqual({ assigned_to: null });
    expect(await handle.db.selectFrom('session').select('id').where('userId', '=', leaving).execute()).toEqual([]);
    expect(
      await handle.db.selectFrom('staff_tokens').select('token_hash').where('user_id', '=', leaving).execute(),
    ).toEqual([]);
    expect(
      await handle.db.selectFrom('user').select('id').where('id', '=', leaving).executeTakeFirst(),
    ).toBeUndefined();
    expect(await removeAccountByEmail(handle.db, 'saha-kalan@example.com')).toBe('done');
    expect(field).toBeTruthy();
  });

  it('two managers demoting each other at the same moment leave one manager (PostgreSQL: rows locked)', async () => {
    const activeManagers = () =>
      handle.db
        .selectFrom('user')
        .select('id')
        .where('role', '=', 'yonetici')
        .where('disabled_at', 'is', null)
        .execute();
    // Open connections first (PostgreSQL's pool), so both transactions really run at once.
    await Promise.all(Array.from({ length: 4 }, () => activeManagers()));
    for (let round = 0; round < 5; round++) {
      const other = await member(`ucuncu-${round}@example.com`, 'yonetici');
      // Two transactions at once: each reads two managers before the other has written.
      const results = await Promise.all([setRole(handle.db, managerId, 'ofis'), setRole(handle.db, other, 'ofis')]);
      expect([...results].sort()).toEqual(['done', 'last-manager']);
      expect(await activeManagers()).toHaveLength(1);
      // The next stories expect the first manager.
      expect(await setRole(handle.db, managerId, 'yonetici')).toBe('done');
      expect(await removeAccount(handle.db, other)).toBe('done');
    }
  });

  it('a manager invited but without a password does not count as the manager who can sign in', async () => {
    const invited = await invite(auth, handle.db, {
      email: 'davetli-yonetici@example.com',
      name: 'Davetli',
      role: 'yonetici',
    });
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    // The only manager who can sign in cannot disable, demote or remove himself.
    expect(await setDisabled(handle.db, managerId, true)).toBe('last-manager');
    expect(await setRole(handle.db, managerId, 'ofis')).toBe('last-manager');
    expect(await removeAccount(handle.db, managerId)).toBe('last-manager');
    // Once the invited manager has set a password, they count.
    expect((await setPasswordWithToken(auth, handle.db, invited.token, PASSWORD)).ok).toBe(true);
    expect(await setRole(handle.db, managerId, 'ofis')).toBe('done');
    expect(await setRole(handle.db, managerId, 'yonetici')).toBe('done');
    expect(await removeAccount(handle.db, invited.userId)).toBe('done');
  });

  it("disabling a manager cancels the invitations they sent; others' stay valid", async () => {
    const sender = await member('davet-eden@example.com', 'yonetici');
    const now = new Date();
    const fromSender = await invite(
      auth,
      handle.db,
      { email: 'gonderilen@example.com', name: 'Gönderilen', role: 'ofis', invitedBy: sender },
      now,
    );
    const fromOther = await invite(
      auth,
      handle.db,
      { email: 'baskasi@example.com', name: 'Başkası', role: 'ofis', invitedBy: managerId },
      now,
    );
    if (!fromSender.ok || !fromOther.ok) throw new Error('invite');
    expect(await tokenAccount(handle.db, fromSender.token, now)).not.toBeNull();
    expect(await setDisabled(handle.db, sender, true)).toBe('done');
    expect(await tokenAccount(handle.db, fromSender.token, now)).toBeNull();
    expect(await setPasswordWithToken(auth, handle.db, fromSender.token, PASSWORD)).toEqual({
      ok: false,
      expired: true,
    });
    expect(await tokenAccount(handle.db, fromOther.token, now)).toMatchObject({ email: 'baskasi@example.com' });
    // Removing the sender later leaves the other links alone (the column is set to null).
    expect(await removeAccount(handle.db, sender)).toBe('done');
    expect(await tokenAccount(handle.db, fromOther.token, now)).toMatchObject({ email: 'baskasi@example.com' });
  });

  it('an invited person is pending until they set a password; the invitation can be sent again, the old link then void', async () => {
    const now = new Date();
    const invited = await invite(
      auth,
      handle.db,
      { email: 'bekleyen@example.com', name: 'Bekleyen', role: 'ofis', invitedBy: managerId },
      now,
    );
    if (!invited.ok) throw new Error(invited.reason);
    const pending = await pendingInvitations(handle.db, now);
    expect(pending.get(invited.userId)?.getTime()).toBe(now.getTime() + INVITE_VALID_MS);
    expect(pending.has(managerId)).toBe(false);
    // After it has expired the person is still pending, with no valid link.
    expect(
      (await pendingInvitations(handle.db, new Date(now.getTime() + INVITE_VALID_MS + 1))).get(invited.userId),
    ).toBeNull();

    const later = new Date(now.getTime() + 60_000);
    const again = await resendInvitation(handle.db, invited.userId, managerId, later);
    expect(again).toMatchObject({ ok: true, email: 'bekleyen@example.com', role: 'ofis' });
    if (!again.ok) return;
    expect(again.token).not.toBe(invited.token);
    expect(await tokenAccount(handle.db, invited.token, later)).toBeNull();
    expect(await tokenAccount(handle.db, again.token, later)).toMatchObject({ email: 'bekleyen@example.com' });
    expect((await pendingInvitations(handle.db, later)).get(invited.userId)?.getTime()).toBe(
      later.getTime() + INVITE_VALID_MS,
    );
    expect((await listTeamAudit(handle.db, 'bekleyen@example.com')).map((a) => [a.action, a.actorEmail])).toEqual([
      ['invite', MANAGER],
      ['invite-resent', MANAGER],
    ]);
    // Once the password is set there is nothing to send again.
    expect((await setPasswordWithToken(auth, handle.db, again.token, PASSWORD)).ok).toBe(true);
    expect((await pendingInvitations(handle.db, later)).has(invited.userId)).toBe(false);
    expect(await resendInvitation(handle.db, invited.userId, managerId, later)).toEqual({
      ok: false,
      reason: 'active',
    });
  });

  it('disabling ends the sessions at once and refuses new ones', async () => {
    const id = await member('kapat@example.com', 'ofis');
    const signedIn = await signInAs('kapat@example.com', PASSWORD);
    expect(signedIn.ok).toBe(true);
    const cookie = signedIn.ok ? signedIn.headers.get('set-cookie')!.match(/hn\.session_token=([^;]+)/)![1]! : '';
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${cookie}` }) }),
    ).not.toBeNull();
    expect(await setDisabled(handle.db, id, true)).toBe('done');
    expect(await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${cookie}` }) })).toBeNull();
    expect((await signInAs('kapat@example.com', PASSWORD)).ok).toBe(false);
    expect(await setDisabled(handle.db, id, false)).toBe('done');
    expect((await signInAs('kapat@example.com', PASSWORD)).ok).toBe(true);
  });

  it('new leads go round-robin to the ofis staff on duty, and stay unassigned when nobody is', async () => {
    await handle.db.updateTable('user').set({ on_duty: false }).execute();
    const lead = (name: string, at: Date) =>
      insertLead(
        handle.db,
        { kind: 'contact', name, email: 'musteri@example.com', subject: 'Soru', message: 'Merhaba' },
        at,
      );
    expect((await lead('Hiç kimse', new Date('2026-11-27T09:00:00Z'))).assignedTo).toBeNull();
    const a = await member('nobet-a@example.com', 'ofis');
    const b = await member('nobet-b@example.com', 'ofis');
    const saha = await member('saha@example.com', 'saha');
    await setOnDuty(handle.db, a, true);
    await setOnDuty(handle.db, b, true);
    // A saha person switched on (by a crafted request) never gets leads: only ofis staff do.
    await setOnDuty(handle.db, saha, true);
    const owners: (string | null)[] = [];
    for (let i = 0; i < 4; i++)
      owners.push((await lead(`Müşteri ${i}`, new Date(Date.UTC(2026, 10, 27, 10, i)))).assignedTo);
    expect(new Set(owners.slice(0, 2))).toEqual(new Set([a, b]));
    expect(owners[2]).toBe(owners[0]);
    expect(owners[3]).toBe(owners[1]);
    // Two leads at the same moment take two turns, not one; the lead's log names whom the turn chose.
    // Connections opened first (PostgreSQL's pool), so the two transactions really run at once;
    // five rounds (without the advisory lock both leads of a round went to one person).
    await Promise.all(Array.from({ length: 4 }, () => nextOnDuty(handle.db)));
    let together: Awaited<ReturnType<typeof lead>>[] = [];
    for (let round = 0; round < 5; round++) {
      const at = new Date(Date.UTC(2026, 10, 27, 11, round));
      together = await Promise.all([lead('Aynı an 1', at), lead('Aynı an 2', new Date(at.getTime() + 1))]);
      expect(new Set(together.map((l) => l.assignedTo))).toEqual(new Set([a, b]));
    }
    const log = await listLeadAudit(handle.db, 'contact', together[0]!.id);
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'assign', actorEmail: AUTO_ASSIGN_ACTOR, detail: expect.stringMatching(/./) }),
    );
    await setOnDuty(handle.db, b, false);
    expect((await nextOnDuty(handle.db))?.id).toBe(a);
    await setDisabled(handle.db, a, true);
    expect(await nextOnDuty(handle.db)).toBeNull();
  });

  it('assigns by hand with a named audit entry; saha staff see only their surveys and moves', async () => {
    const owner = await member('sahip@example.com', 'ofis');
    const saha = await member('saha2@example.com', 'saha');
    const lead = await insertLead(
      handle.db,
      { kind: 'contact', name: 'Ali', email: 'ali@example.com', subject: 'Soru', assignedTo: null },
      new Date(),
    );
    expect(await assignLead(handle.db, lead.id, saha, { email: MANAGER })).toBe(false);
    expect(await assignLead(handle.db, lead.id, owner, { email: MANAGER })).toBe(true);
    const audit = await handle.db.selectFrom('lead_audit').selectAll().where('lead_id', '=', lead.id).execute();
    expect(audit.map((a) => [a.action, a.detail, a.actor_email])).toEqual([['assign', 'sahip', MANAGER]]);
    expect(await myLeadIds(handle.db, owner)).toContain(lead.id);
    expect(await isAssignedWork(handle.db, saha, lead.id)).toBe(false);
    expect(await myLeadIds(handle.db, saha)).not.toContain(lead.id);
    const t = new Date();
    await handle.db
      .insertInto('survey_bookings')
      .values({
        id: 'b1',
        lead_id: lead.id,
        starts_at: t,
        ends_at: t,
        kind: 'ev',
        seat: 0,
        status: 'booked',
        assigned_to: saha,
        created_by: MANAGER,
        created_at: t,
        updated_at: t,
      })
      .execute();
    expect(await isAssignedWork(handle.db, saha, lead.id)).toBe(true);
    expect(await myLeadIds(handle.db, saha)).toContain(lead.id);
  });

  it("credits each lead's first response to the person who gave it: the median per person", async () => {
    const since = new Date('2026-11-01T00:00:00Z');
    const make = async (minutes: number, who: string, i: number) => {
      const created = new Date(Date.UTC(2026, 10, 20, 8, i));
      const lead = await insertLead(
        handle.db,
        { kind: 'contact', name: `Yanıt ${i}`, email: 'y@example.com', subject: 'Soru', assignedTo: null },
        created,
      );
      await addLeadNote(handle.db, 'contact', lead.id, 'Arandı', {
        email: who,
        now: new Date(created.getTime() + minutes * 60_000),
      });
      // A later note by someone else does not change who answered first.
      await addLeadNote(handle.db, 'contact', lead.id, 'Tekrar', {
        email: MANAGER,
        now: new Date(created.getTime() + 500 * 60_000),
      });
    };
    await make(4, 'hizli@example.com', 1);
    await make(10, 'hizli@example.com', 2);
    await make(30, 'hizli@example.com', 3);
    await make(60, 'yavas@example.com', 4);
    const medians = await medianFirstResponseByPerson(handle.db, since);
    expect(medians.get('hizli@example.com')).toBe(10);
    expect(medians.get('yavas@example.com')).toBe(60);
  });

  it('failed sign-ins to one account from many addresses slow it down, warn its owner once, and never lock it for long', async () => {
    await member('hedef@example.com', 'ofis');
    const warnings: [string, number][] = [];
    const limit = {
      freeFailures: 3,
      baseDelayMs: 10_000,
      maxDelayMs: 60_000,
      warn: (e: string, n: number) => warnings.push([e, n]),
    };
    const limits = { maxFailures: 50, maxFailuresPerAddress: 50, windowMs: 15 * 60_000, perAccount: limit };
    const start = Date.parse('2026-11-27T12:00:00Z');
    const attempt = (password: string, address: string, atMs: number) =>
      signIn(
        auth,
        handle.db,
        { email: 'hedef@example.com', password, headers: from(address), now: new Date(atMs) },
        limits,
        {
          now: () => 0,
          sleep: async () => {},
        },
      );
    // Three failures from three addresses: each checked.
    for (let i = 0; i < 3; i++) {
      expect(await attempt('Yanlis-Sifre-123', `203.0.113.${i + 1}`, start + i * 1000)).toMatchObject({
        message: 'E-posta adresi veya şifre hatalı.',
      });
    }
    expect(warnings).toEqual([['hedef@example.com', 3]]);
    // Now even the right password from a new address waits 10 s after the last failure …
    const waiting = await attempt(PASSWORD, '198.51.100.200', start + 2000 + 5000);
    expect(waiting.ok).toBe(false);
    expect(waiting.ok ? '' : waiting.message).toMatch(/^Çok fazla yanlış deneme/);
    // … and after the wait it gets in.
    const fourth = await attempt('Yanlis-Sifre-123', '203.0.113.9', start + 2000 + 10_001);
    expect(fourth).toMatchObject({ message: 'E-posta adresi veya şifre hatalı.' });
    // The next wait doubles (20 s): too early at 15 s, fine after.
    const last = start + 2000 + 10_001;
    expect((await attempt(PASSWORD, '198.51.100.200', last + 15_000)).ok).toBe(false);
    expect((await attempt(PASSWORD, '198.51.100.200', last + 20_001)).ok).toBe(true);
    expect(warnings).toHaveLength(1);
    // A success starts the count again.
    expect(await attempt('Yanlis-Sifre-123', '203.0.113.10', last + 21_000)).toMatchObject({
      message: 'E-posta adresi veya şifre hatalı.',
    });
    expect((await attempt(PASSWORD, '198.51.100.200', last + 21_500)).ok).toBe(true);
  });
});
