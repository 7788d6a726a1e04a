import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@/lib/db/test-engines';
import type { DatabaseHandle } from '@/lib/db/kysely';
import { createOrResetAdmin } from './admin';
import { createAuth, type Auth } from './auth';
import { SIGN_IN_MESSAGES } from './messages';
import { FAILURE_FLOOR_MS, signIn } from './sign-in';

const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 5, windowMs: 15 * 60_000 };
const EMAIL = 'yonetim@hafifnakliyat.example';
const PASSWORD = 'Kestane-Kebap-2026!';
const from = (address: string) => new Headers({ 'x-forwarded-for': address, 'user-agent': 'vitest' });

describe.each(testEngines())('administrator sign-in on $name', (engine) => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let auth: Auth;
  beforeAll(async () => {
    handle = await engine.open();
    auth = createAuth(handle, 'test-secret-'.repeat(4), { baseURL: 'http://localhost:3000', secureCookies: false });
    expect(await createOrResetAdmin(auth, EMAIL, PASSWORD)).toEqual({ ok: true, created: true });
  });
  afterAll(async () => handle?.close());

  it('refuses a weak password and an invalid e-mail for the administrator', async () => {
    expect(await createOrResetAdmin(auth, EMAIL, 'kisa')).toMatchObject({ ok: false, problems: ['Şifre en az 10 karakter olmalıdır.'] });
    expect(await createOrResetAdmin(auth, 'yok', PASSWORD)).toEqual({ ok: false, problems: ['Geçersiz e-posta adresi.'] });
  });

  it('signs in with the right password and hands out an httpOnly session cookie', async () => {
    const result = await signIn(auth, handle.db, { email: ` ${EMAIL.toUpperCase()} `, password: PASSWORD, headers: from('198.51.100.1') }, LIMITS);
    expect(result.ok).toBe(true);
    const cookie = result.ok ? result.headers.get('set-cookie') ?? '' : '';
    expect(cookie).toMatch(/hn\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = cookie.match(/hn\.session_token=([^;]+)/)![1]!;
    const session = await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${token}` }) });
    expect(session?.user.email).toBe(EMAIL);
  });

  it('answers an unknown e-mail and a wrong password alike, in similar time', async () => {
    const t0 = Date.now();
    const unknown = await signIn(auth, handle.db, { email: 'kimse@hafifnakliyat.example', password: PASSWORD, headers: from('198.51.100.2') }, LIMITS);
    const t1 = Date.now();
    const wrong = await signIn(auth, handle.db, { email: EMAIL, password: 'Yanlis-Sifre-123', headers: from('198.51.100.2') }, LIMITS);
    const t2 = Date.now();
    expect(unknown).toEqual({ ok: false, message: SIGN_IN_MESSAGES.wrongCredentials });
    expect(wrong).toEqual(unknown);
    expect(t1 - t0).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
    expect(t2 - t1).toBeGreaterThanOrEqual(FAILURE_FLOOR_MS - 5);
    expect(Math.abs(t2 - t1 - (t1 - t0))).toBeLessThan(300);
  });

  it('checks empty fields and the e-mail shape first', async () => {
    expect(await signIn(auth, handle.db, { email: '', password: 'x', headers: from('198.51.100.3') }, LIMITS)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.required });
    expect(await signIn(auth, handle.db, { email: 'yonetim', password: 'x', headers: from('198.51.100.3') }, LIMITS)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalidEmail });
  });

  it('locks out one address after repeated failures, but not the administrator elsewhere', async () => {
    const attacker = from('203.0.113.66');
    for (let i = 0; i < LIMITS.maxFailures; i++) {
      expect((await signIn(auth, handle.db, { email: EMAIL, password: `Tahmin-${i}-xxxx`, headers: attacker }, LIMITS)).ok).toBe(false);
    }
    // Even the right password is refused from that address now.
    expect(await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: attacker }, LIMITS)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.tooManyAttempts });
    expect((await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: from('198.51.100.9') }, LIMITS)).ok).toBe(true);
    // Trying many e-mails from one address hits the per-address limit.
    const sprayer = from('203.0.113.77');
    for (let i = 0; i < LIMITS.maxFailuresPerAddress; i++) {
      await signIn(auth, handle.db, { email: `kisi${i}@example.com`, password: 'Yanlis-Sifre-123', headers: sprayer }, LIMITS);
    }
    expect(await signIn(auth, handle.db, { email: 'yeni@example.com', password: 'Yanlis-Sifre-123', headers: sprayer }, LIMITS)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.tooManyAttempts });
  });

  it('ends existing sessions when the password is reset', async () => {
    const result = await signIn(auth, handle.db, { email: EMAIL, password: PASSWORD, headers: from('198.51.100.10') }, LIMITS);
    const token = result.ok ? result.headers.get('set-cookie')!.match(/hn\.session_token=([^;]+)/)![1]! : '';
    expect(await createOrResetAdmin(auth, EMAIL, 'Baska-Bir-Sifre-77')).toEqual({ ok: true, created: false });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: `hn.session_token=${token}` }) })).toBeNull();
    expect((await signIn(auth, handle.db, { email: EMAIL, password: 'Baska-Bir-Sifre-77', headers: from('198.51.100.10') }, LIMITS)).ok).toBe(true);
  });
}, 60_000);
