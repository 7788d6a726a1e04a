// Staff add a photo to a lead from its page (docs/decisions/039): the route as the uploader and
// the plain form post to it, on a real database, for each role. Office roles add to any lead,
// saha staff only to the leads assigned to them; the file is kept with the staff member's e-mail.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadHref } from '@/lib/admin/paths';
import type { Db } from '@/lib/db/kysely.server';
import type { Role } from '@/lib/auth/permissions';
import { testEngines } from '@/test/db-engines';

const holder = vi.hoisted(() => ({
  db: undefined as unknown,
  root: '',
  session: null as { userId: string; email: string; name: string; role: string } | null,
}));
vi.mock('@/lib/auth/guard.server', async () => {
  const { accessOf, isRole } = await import('@/lib/auth/permissions');
  return {
    staffAccess: async (need: Parameters<typeof accessOf>[1]) => {
      const access = accessOf(holder.session && isRole(holder.session.role) ? holder.session.role : null, need);
      return { session: holder.session, allowed: access !== 'refused', assignedOnly: access === 'assigned' };
    },
  };
});
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => holder.db,
}));
vi.mock('@/lib/lead-files/store.server', async () => {
  const { localFileStore } = await import('@/lib/storage/storage.server');
  return { leadFileStore: () => localFileStore(holder.root) };
});

const { POST } = await import('./route');
const { insertLead, trashLead } = await import('@/lib/leads/index.server');
const { listLeadFiles } = await import('@/lib/lead-files/index.server');

const photo = readFileSync(path.join(import.meta.dirname, '../../../../../../test/fixtures/phone/salon.jpg'));
const people: Record<Role, { userId: string; email: string; name: string; role: Role }> = {
  yonetici: { userId: 'u-yonetici', email: 'yonetici@example.com', name: 'Yönetici', role: 'yonetici' },
  ofis: { userId: 'u-ofis', email: 'ofis@example.com', name: 'Ofis', role: 'ofis' },
  saha: { userId: 'u-saha', email: 'saha@example.com', name: 'Saha', role: 'saha' },
};

function post(leadId: string, { json = true, origin = 'http://localhost:3000', list = '' } = {}) {
  const form = new FormData();
  form.set('room', 'salon');
  form.set('file', new Blob([new Uint8Array(photo)]), 'kesif.jpg');
  const query = list ? `?liste=${encodeURIComponent(list)}` : '';
  const request = new Request(`http://localhost:3000/api/admin/talepler/${leadId}/dosyalar${query}`, {
    method: 'POST',
    body: form,
    headers: { origin, 'sec-fetch-site': 'same-origin', ...(json ? { accept: 'application/json' } : {}) },
  });
  return POST(request, { params: Promise.resolve({ id: leadId }) });
}

describe('staff add a photo to a lead from its page', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await testEngines()[0]!.open();
    db = handle.db;
    holder.db = db;
    holder.root = mkdtempSync(path.join(os.tmpdir(), 'hn-staff-upload-'));
    close = handle.close;
    // The accounts exist: a survey's surveyor refers to one (decision 048).
    const at = new Date();
    await db
      .insertInto('user')
      .values(
        Object.values(people).map((p) => ({
          id: p.userId,
          name: p.name,
          email: p.email,
          emailVerified: true,
          image: null,
          createdAt: at,
          updatedAt: at,
          role: p.role,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await close?.();
    rmSync(holder.root, { recursive: true, force: true });
  });

  const lead = (name: string) =>
    insertLead(db, {
      kind: 'quote',
      name,
      email: 'musteri@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Kadıköy',
      toLocation: 'Beşiktaş',
      serviceType: 'Evden Eve Nakliyat',
    });

  it('keeps the file with the staff member e-mail; a form without JavaScript goes back to the lead', async () => {
    const { id } = await lead('Ofis Yükler');
    holder.session = people.ofis;
    const answer = await post(id);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { ok: boolean; file?: { id: string; url: string } };
    expect(body.ok).toBe(true);
    expect(body.file?.url).toBe(`/api/admin/talep-dosyalari/${body.file?.id}`);
    holder.session = people.yonetici;
    const plain = await post(id, { json: false, list: 'sekme=teklifler' });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(
      `${leadHref('quote', id, { liste: 'sekme=teklifler', dosya: 'foto-eklendi' })}#lead-files`,
    );
    const files = await listLeadFiles(db, id);
    expect(files.map((f) => [f.kind, f.room, f.uploadedBy, f.originalName])).toEqual([
      ['photo', 'salon', 'ofis@example.com', 'kesif.jpg'],
      ['photo', 'salon', 'yonetici@example.com', 'kesif.jpg'],
    ]);
  });

  it('lets saha staff add only to the leads assigned to them; refuses no session, other sites and trashed leads', async () => {
    const { id } = await lead('Saha Keşfi');
    holder.session = people.saha;
    expect((await post(id)).status).toBe(404);
    const t = new Date();
    await db
      .insertInto('survey_bookings')
      .values({
        id: `kesif-${id}`,
        lead_id: id,
        starts_at: t,
        ends_at: t,
        kind: 'ev',
        seat: 0,
        assigned_to: people.saha.userId,
        created_by: 'ofis@example.com',
        created_at: t,
        updated_at: t,
      })
      .execute();
    expect((await post(id)).status).toBe(200);

    holder.session = null;
    const signedOut = await post(id);
    expect(signedOut.status).toBe(401);
    const signedOutForm = await post(id, { json: false });
    expect(signedOutForm.status).toBe(303);
    expect(signedOutForm.headers.get('location')).toMatch(/^\/admin\/login\?/);
    // An unknown role holds nothing (the table's default).
    holder.session = { ...people.ofis, role: 'misafir' };
    expect((await post(id)).status).toBe(403);
    holder.session = people.ofis;
    expect((await post(id, { origin: 'https://baska-site.example' })).status).toBe(403);
    await trashLead(db, 'quote', id, { email: 'ofis@example.com' });
    expect((await post(id)).status).toBe(404);

    expect((await listLeadFiles(db, id)).map((f) => f.uploadedBy)).toEqual(['saha@example.com']);
  });
});
