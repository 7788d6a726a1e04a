import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@/test/db-engines';
import type { DatabaseHandle } from '@/lib/db/kysely.server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { createOrResetAdmin } from './admin.server';
import { createAuth, type Auth } from './auth.server';
import { SIGN_IN_MESSAGES, tooManyAttemptsMessage } from './messages';
import { FAILURE_FLOOR_MS, signIn } from './sign-in.server';

const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 5, windowMs: 15 * 60_000 };
const EMAIL = 'yonetim@hafifnakliyat.example';
const PASSWORD = 'Kestane-Kebap-2026!';
/** Request headers as the server entry passes them: the connection's address in its own header. */
const from = (address: string, extra: Record<string, string> = {}) =>
  new Headers({ ...extra, [CLIENT_ADDRESS_HEADER]: address, 'user-agent': 'vitest' });
// "Saat 14:20'den sonra…", or with the date when the lockout ends after midnight in İstanbul.
const LOCKED = expect.stringMatching(
  /^Çok fazla yanlış deneme\. Lütfen daha sonra tekrar deneyin\. (Saat|\d{1,2} \p{L}+ saat) \d\d:\d\d'/u,
);

describe.each(testEngines())(
  'administrator sign-in on $name',
  (engine) => {
    let handle: DatabaseHandle & { close(): Promise<void> };
    let auth: Auth;
    beforeAll(async () => {
      handle = await engine.open();
      auth = createAuth(handle, 'test-secret-'.repeat(4), { baseURL: 'http://localhost:3000', secureCookies: false });
      expect(await createOrResetAdmin(auth, EMAIL, PASSWORD)).toEqual({ ok: true, created: true });
    });
    afterAll(async () => handle?.close());

    it('refuses a weak password and an invalid e-mail for the administrator', async () => {
      expect(await createOrResetAdmin(auth, EMAIL, 'kisa')).toMatchObject({
        ok: false,
        problems: ['Şifre en az 10 karakter olmalıdır.'],
      });
      expect(await createOrResetAdmin(auth, 'yok', PASSWORD)).toEqual({
        ok: false,
        problems: ['Geçersiz e-posta adresi.'],
      });
    });

    it('signs in with the right password and hands out an httpOnly session cookie', async () => {
      const result = await signIn(
        auth,
        handle.db,
        {
          email: ` ${EMAIL.toUpperCase()} `,
          password: PASSWORD,
          headers: from('198.51.100.1', { 'x-forwarded-for': '203.0.113.250' }),
        },
        LIMITS,
      );
      expect(result.ok).toBe(true);
      const cookie = result.ok ? (result.headers.get('set-cookie') ?? '') : '';
      expect(cookie).toMatch(/hn\.session_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const token = cookie.match(/hn\.session_token=([^;]+)/)![1]!;
      const session = await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${token}` }) });
      expect(session?.user.email).toBe(EMAIL);
      // The session keeps the address the server derived, not the one the client wrote.
      expect(session?.session.ipAddress).toBe('198.51.100.1');
    });

    it('answers an unknown e-mail and a wrong password alike, in similar time', async () => {
      // Real time: each failure takes at least the floor (a lower bound, which load cannot break).
      const t0 = Date.now();
      const unknown = await signIn(
        auth,
        handle.db,
        { email: 'kimse@hafifnakliyat.example', password: PASSWORD, headers: from('198.51.100.2') },
        LIMITS,
      );
      const t1 = Date.now();
      const wrong = await signIn(
        auth,
        handle.db,
        { email: EMAIL, password: 'Yanlis-Sifre-123', headers: from('198.51.100.2') },
        LIMITS,
      );
      const t2 = Date.now();
      expect(unknown).toEqual({ ok: false, message: SIGN_IN_MESSAGES.wrongCredentials });
      expect(wrong).toEqual(unknown);
      expect(t1 - t0).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
      expect(t2 - t1).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
    });

    it('pads both kinds of failure to the same answer time, whatever the password check took', async () => {
      // An injected clock: the password check "takes" 50 ms for an unknown e-mail and 400 ms
      // for a wrong password (hashing); both answers must leave at the floor.
      const answeredAt: number[] = [];
      const failure = async (email: string, checkMs: number) => {
        let time = 0;
        let checked = false;
        const clock = {
          now: () => {
            // The first reading starts the measurement; the second comes after the check.
            if (checked) return time;
            checked = true;
            const start = time;
            time += checkMs;
            return start;
          },
          sleep: async (ms: number) => {
            time += ms;
          },
        };
        const result = await signIn(
          auth,
          handle.db,
          { email, password: 'Yanlis-Sifre-123', headers: from('198.51.100.12') },
          LIMITS,
          clock,
        );
        answeredAt.push(time);
        return result;
      };
      expect(await failure('kimse@hafifnakliyat.example', 50)).toEqual(await failure(EMAIL, 400));
      expect(answeredAt).toEqual([FAILURE_FLOOR_MS, FAILURE_FLOOR_MS]);
    });

    it('checks empty fields and the e-mail shape first', async () => {
      expect(
        await signIn(auth, handle.db, { email: '', password: 'x', headers: from('198.51.100.3') }, LIMITS),
      ).toEqual({ ok: false, message: SIGN_IN_MESSAGES.required });
      expect(
        await signIn(auth, handle.db, { email: 'yonetim', password: 'x', headers: from('198.51.100.3') }, LIMITS),
      ).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalidEmail });
    });

    it('locks out one address after repeated failures, but not the administrator elsewhere', async () => {
      const attacker = from('203.0.113.66');
      for (let i = 0; i < LIMITS.maxFailures; i++) {
        expect(
          (await signIn(auth, handle.db, { email: EMAIL, password: `Tahmin-${i}-xxxx`, headers: attacker }, LIMITS)).ok,
        ).toBe(false);
      }
      // Even the right password is refused from that address now.
      expect(await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: attacker }, LIMITS)).toEqual({
        ok: false,
        message: LOCKED,
      });
      expect(
        (await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: from('198.51.100.9') }, LIMITS)).ok,
      ).toBe(true);
      // Trying many e-mails from one address hits the per-address limit.
      const sprayer = from('203.0.113.77');
      for (let i = 0; i < LIMITS.maxFailuresPerAddress; i++) {
        await signIn(
          auth,
          handle.db,
          { email: `kisi${i}@example.com`, password: 'Yanlis-Sifre-123', headers: sprayer },
          LIMITS,
        );
      }
      expect(
        await signIn(
          auth,
          handle.db,
          { email: 'yeni@example.com', password: 'Yanlis-Sifre-123', headers: sprayer },
          LIMITS,
        ),
      ).toEqual({ ok: false, message: LOCKED });
    });

    it('counts by the connection address: a new X-Forwarded-For for each guess is still locked out', async () => {
      const answers: string[] = [];
      for (let i = 0; i < 30; i++) {
        const forged = from('203.0.113.88', { 'x-forwarded-for': `198.18.${i}.1`, 'x-real-ip': `198.18.${i}.2` });
        const result = await signIn(
          auth,
          handle.db,
          { email: EMAIL, password: `Tahmin-${i}-xxxx`, headers: forged },
          LIMITS,
        );
        answers.push(result.ok ? 'signed in' : result.message);
      }
      expect(answers.filter((a) => a === SIGN_IN_MESSAGES.wrongCredentials)).toHaveLength(LIMITS.maxFailures);
      expect(answers.slice(LIMITS.maxFailures)).toEqual(Array(30 - LIMITS.maxFailures).fill(LOCKED));
      expect(
        await signIn(
          auth,
          handle.db,
          { email: EMAIL, password: PASSWORD, headers: from('203.0.113.88', { 'x-forwarded-for': '198.18.99.1' }) },
          LIMITS,
        ),
      ).toEqual({ ok: false, message: LOCKED });
    });

    it('guesses sent in parallel do not slip in under the limit', async () => {
      const headers = from('203.0.113.111');
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(auth, handle.db, { email: EMAIL, password: `Paralel-${i}-xxxx`, headers }, LIMITS),
        ),
      );
      const checked = results.filter((r) => !r.ok && r.message === SIGN_IN_MESSAGES.wrongCredentials);
      expect(checked.length).toBeLessThanOrEqual(LIMITS.maxFailures);
    });

    it("failures that name the administrator's address do not lock the administrator out", async () => {
      const admin = '198.51.100.20';
      for (let i = 0; i < LIMITS.maxFailuresPerAddress; i++) {
        const forged = from('203.0.113.99', { 'x-forwarded-for': admin, 'x-real-ip': admin });
        await signIn(auth, handle.db, { email: EMAIL, password: `Tahmin-${i}-xxxx`, headers: forged }, LIMITS);
      }
      expect(
        (await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: from(admin) }, LIMITS)).ok,
      ).toBe(true);
    });

    it("a successful sign-in clears that address's failures for the e-mail", async () => {
      const typist = from('198.51.100.30');
      const attempt = (password: string) =>
        signIn(auth, handle.db, { email: EMAIL, password, headers: typist }, LIMITS);
      // Two rounds of one failure short of the limit: without the reset the second round would be locked out.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LIMITS.maxFailures - 1; i++) {
          expect(await attempt(`Yazim-Hatasi-${round}-${i}`)).toEqual({
            ok: false,
            message: SIGN_IN_MESSAGES.wrongCredentials,
          });
        }
        expect((await attempt(PASSWORD)).ok).toBe(true);
      }
    });

    it('says when the lockout ends: when the oldest counted failure leaves the window', async () => {
      const started = Date.now() - 5 * 60_000;
      const at = (minutes: number) => new Date(started + minutes * 60_000);
      const headers = from('198.51.100.40');
      for (let i = 0; i < LIMITS.maxFailures; i++) {
        await signIn(auth, handle.db, { email: EMAIL, password: `Tahmin-${i}-xxxx`, headers, now: at(i) }, LIMITS);
      }
      const now = at(LIMITS.maxFailures);
      expect(await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers, now }, LIMITS)).toEqual({
        ok: false,
        message: tooManyAttemptsMessage(new Date(started + LIMITS.windowMs), now),
      });
      // A refused attempt does not move the end; once the window has passed, the right password works.
      const later = new Date(started + LIMITS.windowMs + 1);
      expect(
        (await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers, now: later }, LIMITS)).ok,
      ).toBe(true);
    });

    it('ends existing sessions when the password is reset', async () => {
      const result = await signIn(
        auth,
        handle.db,
        { email: EMAIL, password: PASSWORD, headers: from('198.51.100.10') },
        LIMITS,
      );
      const token = result.ok ? result.headers.get('set-cookie')!.match(/hn\.session_token=([^;]+)/)![1]! : '';
      expect(await createOrResetAdmin(auth, EMAIL, 'Baska-Bir-Sifre-77')).toEqual({ ok: true, created: false });
      expect(await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${token}` }) })).toBeNull();
      expect(
        (
          await signIn(
            auth,
            handle.db,
            { email: EMAIL, password: 'Baska-Bir-Sifre-77', headers: from('198.51.100.10') },
            LIMITS,
          )
        ).ok,
      ).toBe(true);
    });
  },
  60_000,
);
