// The sign-in lockout counts the address the connection comes from; an
// X-Forwarded-For header counts only when a proxy named in TRUST_PROXY sent it.
// These tests talk HTTP to app instances of their own (scripts/server.ts, as
// `npm start` runs it), choosing the local address each request comes from.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { SIGN_IN_MESSAGES } from '../lib/auth/messages';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ADMIN } from './helpers';
import { ONCE } from './once';

test.describe.configure({ mode: 'default' });

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from ?? '127.0.0.1' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields with which the sign-in form posts to its server action without JavaScript. */
async function actionFields(app: string): Promise<[string, string][]> {
  const page = await send(`${app}/admin/login`);
  const fields: [string, string][] = [];
  for (const [input] of page.body.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name?.startsWith('$ACTION')) fields.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  expect(fields.length).toBeGreaterThan(0);
  return fields;
}

const LOCKED =
  /Çok fazla yanlış deneme\. Lütfen daha sonra tekrar deneyin\. Saat \d\d:\d\d'(den|dan|ten|tan) sonra yeniden deneyebilirsiniz\./;

/**
 * Submits the sign-in form as a browser without JavaScript would, from the
 * local address `from`, with the given X-Forwarded-For. Answers "signed in"
 * or the message the page shows.
 */
async function signIn(
  app: string,
  fields: [string, string][],
  attempt: { password: string; from: string; forwardedFor?: string },
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('email', ADMIN.email);
  form.append('password', attempt.password);
  const encoded = new Response(form);
  const answer = await send(`${app}/admin/login`, {
    method: 'POST',
    from: attempt.from,
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      origin: app,
      ...(attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {}),
    },
  });
  if (answer.status === 303 && answer.location?.endsWith('/admin/dashboard')) return 'signed in';
  const page = decode(answer.body);
  if (page.includes(SIGN_IN_MESSAGES.wrongCredentials)) return SIGN_IN_MESSAGES.wrongCredentials;
  const locked = LOCKED.exec(page)?.[0];
  if (locked) return locked;
  throw new Error(`Unexpected answer ${answer.status} to a sign-in`);
}

test.describe('sign-in lockout without a trusted proxy (the default)', ONCE, () => {
  let app: ExtraApp;
  let fields: [string, string][];
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The story is the per-address limit; the per-account slowdown (decision 042) has tests of its own.
    app = await startExtraApp({ TRUST_PROXY: '', LOGIN_ACCOUNT_FREE_FAILURES: '1000' });
    fields = await actionFields(app.url);
  });
  test.afterAll(async () => app?.stop());

  test('an attacker who sends a new X-Forwarded-For with every guess is locked out all the same', async () => {
    test.setTimeout(90_000);
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await signIn(app.url, fields, {
          password: `Tahmin-${i}-xxxx`,
          from: '127.0.0.11',
          forwardedFor: `198.18.${i}.7`,
        }),
      );
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(SIGN_IN_MESSAGES.wrongCredentials));
    for (const answer of answers.slice(5)) expect(answer).toMatch(LOCKED);
    // Even the right password, with yet another header, is refused from that connection.
    expect(
      await signIn(app.url, fields, { password: ADMIN.password, from: '127.0.0.11', forwardedFor: '198.18.99.7' }),
    ).toMatch(LOCKED);
  });

  test("guesses that name the administrator's address do not lock the administrator out", async () => {
    test.setTimeout(60_000);
    const admin = '127.0.0.12';
    for (let i = 0; i < 6; i++) {
      await signIn(app.url, fields, { password: `Tahmin-${i}-xxxx`, from: '127.0.0.13', forwardedFor: admin });
    }
    expect(await signIn(app.url, fields, { password: ADMIN.password, from: admin })).toBe('signed in');
  });
});

test.describe('sign-in lockout behind a trusted proxy (TRUST_PROXY=127.0.0.2)', ONCE, () => {
  const PROXY = '127.0.0.2';
  let app: ExtraApp;
  let fields: [string, string][];
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    app = await startExtraApp({ TRUST_PROXY: PROXY, LOGIN_ACCOUNT_FREE_FAILURES: '1000' });
    fields = await actionFields(app.url);
  });
  test.afterAll(async () => app?.stop());

  /** A request through the proxy: it appends the visitor's address to what the visitor sent. */
  const viaProxy = (visitor: string, sent?: string) => ({
    from: PROXY,
    forwardedFor: sent ? `${sent}, ${visitor}` : visitor,
  });

  test('the address the proxy adds is honoured, and only when the proxy sends it', async () => {
    test.setTimeout(60_000);
    const locked = '198.51.100.50';
    for (let i = 0; i < 5; i++) {
      // What the visitor writes into the header before the proxy's entry changes nothing.
      expect(
        await signIn(app.url, fields, { password: `Tahmin-${i}-xxxx`, ...viaProxy(locked, `198.18.${i}.9`) }),
      ).toBe(SIGN_IN_MESSAGES.wrongCredentials);
    }
    expect(await signIn(app.url, fields, { password: ADMIN.password, ...viaProxy(locked) })).toMatch(LOCKED);
    // Another visitor behind the same proxy is another address.
    expect(await signIn(app.url, fields, { password: ADMIN.password, ...viaProxy('198.51.100.51') })).toBe('signed in');
    // Sent straight to the server, the header names nobody: it is not the locked visitor.
    expect(await signIn(app.url, fields, { password: ADMIN.password, from: '127.0.0.21', forwardedFor: locked })).toBe(
      'signed in',
    );
  });

  test("guesses sent around the proxy in the administrator's name do not lock the administrator out", async () => {
    test.setTimeout(60_000);
    const admin = '198.51.100.52';
    for (let i = 0; i < 6; i++) {
      await signIn(app.url, fields, { password: `Tahmin-${i}-xxxx`, from: '127.0.0.22', forwardedFor: admin });
    }
    expect(await signIn(app.url, fields, { password: ADMIN.password, ...viaProxy(admin) })).toBe('signed in');
  });
});
