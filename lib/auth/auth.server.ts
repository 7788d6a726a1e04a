import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { readState, writeState } from '@/lib/data/app-state.server';
import { getDatabase, getReadableDatabase, type DatabaseHandle } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { SESSION_COOKIE_PREFIX } from './cookie';
import { MIN_PASSWORD_LENGTH } from './password-policy';

/** Sessions expire after 12 hours without use and are renewed, while in use, once an hour. */
export const SESSION_EXPIRES_IN_S = 12 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 60 * 60;

export function createAuth(
  handle: DatabaseHandle,
  secret: string,
  options: { baseURL: string; secureCookies: boolean },
) {
  return betterAuth({
    appName: 'Hafif Nakliyat Yönetim',
    baseURL: options.baseURL,
    secret,
    database: { db: handle.db, type: handle.dialect },
    emailAndPassword: {
      enabled: true,
      // The administrator is created by `npm run admin:create`; there is no public sign-up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // Sign-in attempts are limited by lib/auth/sign-in.server.ts, per address, in the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Sessions record the address the server derived (TRUST_PROXY), not a header the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // A disabled account (the "Ekip" tab, decision 042) gets no new session, whichever way it signs in.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await handle.db
              .selectFrom('user')
              .select('disabled_at')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            return Boolean(user && !user.disabled_at);
          },
        },
      },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const SECRET_KEY = 'auth-secret';

/** AUTH_SECRET, or a secret generated once and kept in the database. */
async function authSecret(handle: DatabaseHandle): Promise<string> {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const stored = await readState(handle.db, SECRET_KEY);
  if (stored) return stored.value;
  const generated = randomBytes(32).toString('base64url');
  await writeState(handle.db, SECRET_KEY, generated);
  // Two processes starting together: the first write wins for both.
  return (await readState(handle.db, SECRET_KEY))?.value ?? generated;
}

const globalForAuth = globalThis as unknown as { __auth?: Promise<Auth> };

/** The process-wide Better Auth instance on the application's database. */
export function getAuth(): Promise<Auth> {
  globalForAuth.__auth ??= (async () => {
    const handle = await getDatabase();
    const e = env();
    return createAuth(handle, await authSecret(handle), {
      baseURL: e.SITE_URL,
      secureCookies: e.NODE_ENV === 'production' && e.SITE_URL.startsWith('https://'),
    });
  })().catch((error: unknown) => {
    globalForAuth.__auth = undefined;
    throw error;
  });
  return globalForAuth.__auth;
}

const globalForSecret = globalThis as unknown as { __authSecret?: Promise<string> };

/**
 * The auth secret, for the server's other signatures (the lead forms' start time). Never send it
 * anywhere. Read from a database that cannot be written too (getReadableDatabase): the forms'
 * pages still show then; a secret never stored cannot be made there, and this fails.
 */
export function getAuthSecret(): Promise<string> {
  globalForSecret.__authSecret ??= getReadableDatabase()
    .then(authSecret)
    .catch((error: unknown) => {
      globalForSecret.__authSecret = undefined;
      throw error;
    });
  return globalForSecret.__authSecret;
}
