import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginHref } from '@/lib/admin/return-to';
import { idField, integerField, oneOf } from '@/lib/validation/form-fields';

/** What `redirect()` throws (NEXT_REDIRECT in Next.js): the address and the history mode. */
class Redirected extends Error {
  constructor(
    readonly url: string,
    readonly mode: string | undefined,
  ) {
    super(`redirect ${url}`);
  }
}

const session = vi.hoisted(() => ({ current: null as { userId: string; email: string } | null }));
const requireSignedIn = vi.hoisted(() => vi.fn());
const needs = vi.hoisted(() => [] as unknown[]);

vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string, mode?: string) => {
    throw new Redirected(url, mode);
  },
}));
// The role check itself is lib/auth/permission-matrix.test.ts's; here every role passes.
vi.mock('@/lib/auth/guard.server', () => ({
  requireStaff: (need: unknown, returnTo?: string) => {
    needs.push(need);
    return requireSignedIn(returnTo);
  },
}));

const { staffAction, staffFormAction, staffStateAction } = await import('./staff-action.server');

const STAFF = { userId: 'u1', email: 'ofis@example.com' };

beforeEach(() => {
  session.current = STAFF;
  requireSignedIn.mockReset();
  // As lib/auth/guard.server.ts: no session redirects (replacing history) to sign-in, carrying the way back.
  requireSignedIn.mockImplementation(async (returnTo?: string) => {
    if (session.current) return session.current;
    throw new Redirected(loginHref(returnTo), 'replace');
  });
});

afterEach(() => vi.restoreAllMocks());

/** Runs an action and answers where it redirected to. */
async function landing(action: (form: FormData) => Promise<void>, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const error = await action(form).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Redirected)) throw new Error(`expected a redirect, got ${String(error)}`);
  return { url: error.url, mode: error.mode };
}

function markAction(work = vi.fn(async () => true)) {
  const action = staffAction({
    name: 'mark read',
    role: 'manager',
    form: z.object({
      kind: oneOf(['contact', 'quote'] as const),
      id: idField(),
      count: integerField({ min: 0, max: 9 }),
    }),
    signInReturn: (fields) => `/admin/dashboard?sekme=${fields.tab ?? 'teklifler'}`,
    work,
    done: ({ kind }, ok) => `/admin/dashboard?bildirim=${kind}-${ok ? 'ok' : 'basarisiz'}`,
    refused: (fields, failed) => `/admin/dashboard?bildirim=reddedildi&alan=${[...failed].join(',')}`,
  });
  return { action, work };
}

describe('a staff action posted by a plain form', () => {
  it('does its work for the signed-in staff member with the parsed form, then redirects with its notice', async () => {
    const { action, work } = markAction();
    const to = await landing(action, { kind: 'quote', id: 'a-1', count: ' 7 ', extra: 'x' });
    expect(work).toHaveBeenCalledExactlyOnceWith({ kind: 'quote', id: 'a-1', count: 7 }, STAFF);
    expect(to).toEqual({ url: '/admin/dashboard?bildirim=quote-ok', mode: 'replace' });
    expect(requireSignedIn).toHaveBeenCalledWith('/admin/dashboard?sekme=teklifler');
  });

  it('sends a staff member without a session to sign-in, back to the page they were on, without working', async () => {
    session.current = null;
    const { action, work } = markAction();
    const to = await landing(action, { kind: 'quote', id: 'a-1', count: '1', tab: 'mesajlar' });
    expect(to).toEqual({
      url: `/admin/login?donus=${encodeURIComponent('/admin/dashboard?sekme=mesajlar')}`,
      mode: 'replace',
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('refuses an unknown lead kind with the failure notice instead of choosing a kind, and writes nothing', async () => {
    const { action, work } = markAction();
    for (const kind of ['bogus', '', 'CONTACT']) {
      const to = await landing(action, { kind, id: 'a-1', count: '1' });
      expect(to).toEqual({ url: '/admin/dashboard?bildirim=reddedildi&alan=kind', mode: 'replace' });
    }
    expect((await landing(action, { id: 'a-1', count: '1' })).url).toContain('alan=kind');
    expect(work).not.toHaveBeenCalled();
  });

  it('refuses numbers that are not plain decimal digits', async () => {
    const { action, work } = markAction();
    for (const count of ['0x10', '1e3', 'Infinity', '-5', '', '2,5']) {
      const to = await landing(action, { kind: 'quote', id: 'a-1', count });
      expect(to.url, count).toBe('/admin/dashboard?bildirim=reddedildi&alan=count');
    }
    expect(work).not.toHaveBeenCalled();
  });

  it('logs a thrown error in one line and redirects with the failure notice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { action } = markAction(
      vi.fn(async () => {
        throw new Error('database is locked');
      }),
    );
    const to = await landing(action, { kind: 'contact', id: 'a-1', count: '1' });
    expect(to).toEqual({ url: '/admin/dashboard?bildirim=contact-basarisiz', mode: 'replace' });
    expect(log.mock.calls).toEqual([['[admin] mark read failed: database is locked']]);
  });

  it('redirects with the failure notice, without a log line, when the work did not happen', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { action } = markAction(vi.fn(async () => false));
    expect((await landing(action, { kind: 'contact', id: 'a-1', count: '1' })).url).toBe(
      '/admin/dashboard?bildirim=contact-basarisiz',
    );
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a staff action behind a settings form', () => {
  type State = Parameters<ReturnType<typeof staffFormAction>>[0];
  const idle: State = { status: 'idle', values: {}, errors: {} };

  function priceAction(
    work = vi.fn(async (price: number) => ({ values: { 'p.price': String(price) }, message: 'ok' })),
  ) {
    const action = staffFormAction({
      name: 'prices save',
      role: 'manager',
      signInReturn: '/admin/dashboard?sekme=fiyatlar',
      accept: (name) => name.startsWith('p.'),
      parse: (fields) => {
        const parsed = integerField({ min: 500, max: 10_000, label: 'Fiyat' }).safeParse(fields['p.price']);
        return parsed.success
          ? { ok: true, value: parsed.data }
          : { ok: false, errors: { 'p.price': parsed.error.issues[0]!.message } };
      },
      work,
      messages: { invalid: 'Kaydedilmedi.', failed: 'Kaydedilemedi.' },
    });
    return { action, work };
  }

  const sent = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };

  it('saves what it read and answers the saved values', async () => {
    const { action, work } = priceAction();
    const state = await action(idle, sent({ 'p.price': '1.500', other: 'x' }));
    expect(work).toHaveBeenCalledExactlyOnceWith(1500, STAFF);
    expect(state).toMatchObject({ status: 'saved', values: { 'p.price': '1500' }, errors: {}, message: 'ok' });
  });

  it('keeps what was typed, with the message by field, when a value is refused ("0x10" is not a price)', async () => {
    const { action, work } = priceAction();
    const state = await action(idle, sent({ 'p.price': '0x10' }));
    expect(state).toMatchObject({
      status: 'invalid',
      values: { 'p.price': '0x10' },
      errors: { 'p.price': 'Fiyat için bir sayı girin.' },
      message: 'Kaydedilmedi.',
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('logs a failed save in one line and answers the failure message with the typed values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { action } = priceAction(
      vi.fn(async () => {
        throw new Error('connection refused');
      }),
    );
    const state = await action(idle, sent({ 'p.price': '900' }));
    expect(state).toMatchObject({ status: 'failed', values: { 'p.price': '900' }, message: 'Kaydedilemedi.' });
    expect(log.mock.calls).toEqual([['[admin] prices save failed: connection refused']]);
  });

  it('sends a staff member without a session to sign-in, back to the form', async () => {
    session.current = null;
    const { action, work } = priceAction();
    await expect(action(idle, sent({ 'p.price': '900' }))).rejects.toMatchObject({
      url: `/admin/login?donus=${encodeURIComponent('/admin/dashboard?sekme=fiyatlar')}`,
    });
    expect(work).not.toHaveBeenCalled();
  });
});

describe('the names say who may act (decision 052)', () => {
  it("role 'manager' asks for the managers' permission (team.manage); a permission name is passed as it is", async () => {
    needs.length = 0;
    await landing(markAction().action, { kind: 'quote', id: 'a-1', count: '1' });
    expect(needs).toEqual([{ permission: 'team.manage' }]);
    needs.length = 0;
    const open = staffAction({
      name: 'open',
      role: { permission: 'leads.read' } as never,
      form: z.object({}),
      signInReturn: () => undefined,
      work: async () => true,
      done: () => '/admin/dashboard',
      refused: () => '/admin/dashboard',
    });
    await landing(open, {});
    expect(needs).toEqual([{ permission: 'leads.read' }]);
  });
});

describe('a staff action behind useActionState with its own form state', () => {
  type State = { status: string; values: Record<string, string> };
  function editor(work: (input: { id: string }, staff: unknown, form: FormData) => Promise<State | { goTo: string }>) {
    return staffStateAction<z.ZodObject<{ id: ReturnType<typeof idField> }>, State>({
      name: 'editor',
      role: 'manager',
      form: z.object({ id: idField() }),
      signInReturn: (fields) => `/admin/teklif/${fields.id ?? ''}`,
      refused: () => '/admin/dashboard?bildirim=islem-basarisiz',
      work,
      failed: (_input, form) => ({ status: 'failed', values: { title: String(form.get('title')) } }),
    });
  }
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const initial: State = { status: 'idle', values: {} };

  it('answers the state the work gives (typed values kept), or redirects where the work says, replacing history', async () => {
    const invalid = editor(async (_input, _staff, form) => ({
      status: 'invalid',
      values: { title: String(form.get('title')) },
    }));
    expect(await invalid(initial, formOf({ id: 'a-1', title: 'Yazılan' }))).toEqual({
      status: 'invalid',
      values: { title: 'Yazılan' },
    });
    const work = vi.fn(async () => ({ goTo: '/admin/teklif/a-1?bildirim=kaydedildi' }));
    const error = await editor(work)(initial, formOf({ id: 'a-1' })).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Redirected);
    expect(error).toMatchObject({ url: '/admin/teklif/a-1?bildirim=kaydedildi', mode: 'replace' });
    expect(work).toHaveBeenCalledWith({ id: 'a-1' }, STAFF, expect.any(FormData));
  });

  it('refuses a malformed target without working, sends a signed-out member to sign-in, and logs a throw as the failed state', async () => {
    const work = vi.fn(async () => initial);
    const refused = await editor(work)(initial, formOf({ id: '' })).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ url: '/admin/dashboard?bildirim=islem-basarisiz', mode: 'replace' });
    session.current = null;
    const signedOut = await editor(work)(initial, formOf({ id: 'a-1' })).catch((thrown: unknown) => thrown);
    expect(signedOut).toMatchObject({ url: `/admin/login?donus=${encodeURIComponent('/admin/teklif/a-1')}` });
    expect(work).not.toHaveBeenCalled();
    session.current = STAFF;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await editor(async () => {
      throw new Error('veritabanı yok');
    })(initial, formOf({ id: 'a-1', title: 'Yazılan' }));
    expect(failed).toEqual({ status: 'failed', values: { title: 'Yazılan' } });
    expect(log).toHaveBeenCalledWith('[admin] editor failed: veritabanı yok');
  });
});
