// The permission matrix (issue 28, decision 042): every staff page, dashboard tab, server
// action and route handler, found in the file system and the code (not listed by hand), must
// have an entry in lib/auth/permissions.ts; then each is really called for each role and
// without a session, and must be let in or refused exactly as the table says. A new page,
// route or action without an entry fails here.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TABS } from '@/lib/admin/dashboard';
import type * as KyselyModule from '@/lib/db/kysely.server';
import type { DatabaseHandle, Db } from '@/lib/db/kysely.server';
import { testEngines } from '@/test/db-engines';
import {
  ACTION_NEEDS,
  PAGE_NEEDS,
  ROLES,
  ROUTE_NEEDS,
  TAB_NEEDS,
  accessOf,
  can,
  type Need,
  type Role,
} from './permissions';

const ROOT = path.resolve(import.meta.dirname, '../..');

class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
class NotFound extends Error {}

const state = vi.hoisted(() => ({
  db: null as unknown,
  user: null as { id: string; email: string } | null,
}));

vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string) => {
    throw new Redirected(url);
  },
  notFound: () => {
    throw new NotFound();
  },
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ origin: 'http://localhost:3000', 'x-hn-client-address': '127.0.0.1' }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, unstable_cache: (f: unknown) => f }));
vi.mock('@/lib/auth/auth.server', () => ({
  getAuth: async () => ({
    api: {
      getSession: async () => (state.user ? { user: state.user, session: { id: 's' } } : null),
      signOut: async () => {},
    },
  }),
  getAuthSecret: async () => 'test-secret-'.repeat(4),
}));
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<typeof KyselyModule>()),
  getDb: async () => state.db,
}));

// ---------------------------------------------------------------------------
// Discovery

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return [full];
  });
}
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const appFiles = walk(path.join(ROOT, 'app')).map(rel);
const staffPages = appFiles.filter((f) => /^app\/\(admin\)\/.*\/page\.tsx?$/.test(f));
const routes = appFiles.filter((f) => /\/route\.tsx?$/.test(f));
/** Every file that declares server actions (`'use server'` at its top), in app/ and lib/. */
const actionFiles = [...appFiles, ...walk(path.join(ROOT, 'lib')).map(rel)].filter(
  (f) =>
    /\.tsx?$/.test(f) &&
    !/\.test\.tsx?$/.test(f) &&
    /^\s*(?:\/\/[^\n]*\n\s*)*['"]use server['"]/.test(readFileSync(path.join(ROOT, f), 'utf8')),
);
const exportedActions = (file: string) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^export (?:const|async function|function) (\w+)/gm)].map(
    (m) => m[1]!,
  );

describe('every staff page, tab, action and route has an entry in the permission table', () => {
  it('pages (app/(admin)/**/page.tsx)', () => {
    expect(staffPages.length).toBeGreaterThan(3);
    expect([...staffPages].sort()).toEqual(Object.keys(PAGE_NEEDS).sort());
  });
  it('route handlers (app/**/route.ts); the staff ones are never public', () => {
    expect([...routes].sort()).toEqual(Object.keys(ROUTE_NEEDS).sort());
    // The staff area's web app manifest and service worker carry no personal data and are
    // fetched by browsers without cookies; every other staff route needs a session.
    const assets = ['app/(admin)/admin/manifest.webmanifest/route.ts', 'app/(admin)/admin/sw.js/route.ts'];
    for (const [file, need] of Object.entries(ROUTE_NEEDS)) {
      if (/\/admin\//.test(file) && !assets.includes(file)) expect(need, file).not.toBe('public');
    }
  });
  it("server actions (the exports of every 'use server' file)", () => {
    const found = actionFiles.flatMap(exportedActions);
    expect(found.length).toBeGreaterThan(20);
    expect(new Set(found).size).toBe(found.length);
    expect([...found].sort()).toEqual(Object.keys(ACTION_NEEDS).sort());
  });
  it('dashboard tabs', () => {
    expect(TABS.map((t) => t.id).sort()).toEqual(Object.keys(TAB_NEEDS).sort());
  });
});

describe('the roles of the issue', () => {
  it('managers everything; ofis leads, offers, calendar, media but not prices, company, team or CSV; saha only assigned work', () => {
    for (const p of [
      'prices.write',
      'company.write',
      'team.manage',
      'export.csv',
      'lead.write',
      'offer.write',
    ] as const)
      expect(can('yonetici', p)).toBe(true);
    for (const p of ['lead.read', 'lead.write', 'lead.assign', 'offer.write', 'calendar.write', 'media.write'] as const)
      expect(can('ofis', p), p).toBe(true);
    for (const p of ['prices.write', 'company.write', 'team.manage', 'export.csv'] as const)
      expect(can('ofis', p), p).toBe(false);
    for (const p of ['assigned.read', 'assigned.note', 'assigned.photo'] as const) expect(can('saha', p), p).toBe(true);
    for (const p of [
      'lead.read',
      'lead.write',
      'offer.write',
      'media.write',
      'calendar.write',
      'overview.read',
    ] as const)
      expect(can('saha', p), p).toBe(false);
    expect(can('misafir', 'lead.read')).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Enforcement: each entry called for each role and for no session.

type Outcome = 'login' | 'refused' | 'allowed';
const REFUSED = /[?&]bildirim=yetki-yok(?:&|$)/;

function classifyThrown(thrown: unknown): Outcome {
  if (thrown instanceof Redirected) {
    if (thrown.url.startsWith('/admin/login')) return 'login';
    if (REFUSED.test(thrown.url)) return 'refused';
  }
  return 'allowed';
}
function classifyResponse(response: Response): Outcome {
  if (response.status === 401 || (response.headers.get('location') ?? '').startsWith('/admin/login')) return 'login';
  if (response.status === 403) return 'refused';
  return 'allowed';
}
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = await run();
    return result instanceof Response ? classifyResponse(result) : 'allowed';
  } catch (thrown) {
    return classifyThrown(thrown);
  }
}
/**
 * What the table says an entry answers. `assigned` passes the role check of an action (the
 * lead is checked in its work, see the last test) and is refused on a page of a lead that is
 * not assigned to the person (the pages here are opened for a lead nobody is assigned to).
 */
function expected(role: Role | null, need: Need, kind: 'page' | 'action' | 'route' = 'action'): Outcome {
  if (need === 'public') return 'allowed';
  if (!role) return 'login';
  const access = accessOf(role, need);
  if (access === 'assigned') return kind === 'page' ? 'refused' : 'allowed';
  return access === 'refused' ? 'refused' : 'allowed';
}

const file = (f: string) => import(/* @vite-ignore */ path.join(ROOT, f));
/** Routes that answer 404 without a session, as for a file that is not there (the leads' private files). */
const NOT_FOUND_WITHOUT_SESSION = new Set(['app/api/admin/talep-dosyalari/[id]/route.ts']);
/** A well-formed id no file has: allowed roles get the file's own "not found", refused ones 403. */
const FILE_ID = '00000000-0000-4000-8000-000000000000';
const pageArgs = (search: Record<string, string> = {}) => ({
  params: Promise.resolve({ kind: 'teklif', id: 'yok-boyle-bir-talep' }),
  searchParams: Promise.resolve(search),
});

describe.each(testEngines())('each role and no session, as the table says, on $name', (engine) => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  const users: Record<Role, { id: string; email: string }> = {
    yonetici: { id: 'u-yonetici', email: 'yonetici@example.com' },
    ofis: { id: 'u-ofis', email: 'ofis@example.com' },
    saha: { id: 'u-saha', email: 'saha@example.com' },
  };
  beforeAll(async () => {
    handle = await engine.open();
    state.db = handle.db as Db;
    const now = new Date();
    for (const role of ROLES) {
      await handle.db
        .insertInto('user')
        .values({ ...users[role], name: role, emailVerified: true, createdAt: now, updatedAt: now, role })
        .execute();
    }
  });
  afterAll(async () => handle?.close());

  const who: (Role | null)[] = [null, ...ROLES];
  const as = (role: Role | null) => {
    state.user = role ? users[role] : null;
  };

  it.each(who)('pages as %s', async (role) => {
    as(role);
    for (const [page, need] of Object.entries(PAGE_NEEDS)) {
      if (need === 'public') continue;
      const mod = await file(page);
      expect(await outcomeOf(() => mod.default(pageArgs())), `${page} as ${role}`).toBe(expected(role, need, 'page'));
    }
  });

  it.each(who)('dashboard tabs as %s', async (role) => {
    as(role);
    const mod = await file('app/(admin)/admin/dashboard/page.tsx');
    for (const [tab, need] of Object.entries(TAB_NEEDS)) {
      expect(await outcomeOf(() => mod.default(pageArgs({ sekme: tab }))), `${tab} as ${role}`).toBe(
        expected(role, need),
      );
    }
  });

  it.each(who)('server actions as %s', async (role) => {
    as(role);
    const modules = await Promise.all(actionFiles.map(async (f) => [f, await file(f)] as const));
    for (const [name, need] of Object.entries(ACTION_NEEDS)) {
      if (need === 'public') continue;
      const [, mod] = modules.find(([, m]) => name in m)!;
      const action = mod[name] as (...args: unknown[]) => Promise<unknown>;
      const form = new FormData();
      const outcome = await outcomeOf(() => (action.length >= 2 ? action({ status: 'idle' }, form) : action(form)));
      // Signing out lands on the sign-in page whatever the role: it is open to every session.
      expect(outcome, `${name} as ${role}`).toBe(name === 'logoutAction' ? 'login' : expected(role, need));
    }
  });

  it.each(who)('route handlers as %s', async (role) => {
    as(role);
    for (const [route, need] of Object.entries(ROUTE_NEEDS)) {
      if (need === 'public') continue;
      const mod = await file(route);
      for (const method of ['GET', 'POST'] as const) {
        if (!mod[method]) continue;
        const request = new Request(`http://localhost:3000/x?tur=teklifler`, {
          method,
          headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', accept: 'application/json' },
          ...(method === 'POST' ? { body: new FormData() } : {}),
        });
        const call = () => mod[method](request, { params: Promise.resolve({ kind: 'gallery', id: FILE_ID }) });
        if (role === null && NOT_FOUND_WITHOUT_SESSION.has(route)) {
          // A private file never tells a visitor without a session whether it exists.
          expect(((await call()) as Response).status, `${method} ${route} as ${role}`).toBe(404);
          continue;
        }
        const outcome = await outcomeOf(call);
        expect(outcome, `${method} ${route} as ${role}`).toBe(expected(role, need));
      }
    }
  });

  it('saha staff: a lead page and a note only for the surveys and moves assigned to them', async () => {
    const { insertLead } = await import('@/lib/leads/index.server');
    const lead = await insertLead(handle.db, {
      kind: 'quote',
      name: 'Saha Testi',
      email: 'm@example.com',
      phone: '05051112233',
      fromLocation: 'Kadıköy',
      toLocation: 'Beşiktaş',
      serviceType: 'evden-eve',
      assignedTo: null,
    });
    const page = await file('app/(admin)/admin/dashboard/talep/[kind]/[id]/page.tsx');
    const { addNoteAction } = await file('app/(admin)/admin/dashboard/lead-actions.ts');
    const open = () =>
      outcomeOf(() =>
        page.default({ params: Promise.resolve({ kind: 'teklif', id: lead.id }), searchParams: Promise.resolve({}) }),
      );
    const note = async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ kind: 'quote', id: lead.id, note: 'Kapı kodu 1234' })) form.append(k, v);
      await outcomeOf(() => addNoteAction(form));
      return (await handle.db.selectFrom('lead_notes').select('id').where('lead_id', '=', lead.id).execute()).length;
    };
    as('saha');
    expect(await open()).toBe('refused');
    expect(await note()).toBe(0);
    const t = new Date();
    await handle.db
      .insertInto('survey_bookings')
      .values({
        id: 'keşif-1',
        lead_id: lead.id,
        starts_at: t,
        ends_at: t,
        kind: 'ev',
        seat: 0,
        assigned_to: users.saha.id,
        created_by: 'yonetici@example.com',
        created_at: t,
        updated_at: t,
      })
      .execute();
    expect(await open()).toBe('allowed');
    expect(await note()).toBe(1);
  });
});
