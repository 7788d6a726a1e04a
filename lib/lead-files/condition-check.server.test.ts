// The pre-move condition record checked against the store (docs/decisions/039): each file an
// accepted offer's snapshot names is read back and hashed again on the staff lead page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteLeadFileRows, listLeadFiles } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import { insertLead } from '@/lib/leads/index.server';
import { buildOfferSnapshot } from '@/lib/offers';
import { localFileStore } from '@/lib/storage/storage.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { company, sentOffer } from '@/test/offer-fixtures';
import { checkConditionRecord, storedSha256 } from './condition-check.server';
import { receiveLeadFile } from './upload-route.server';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures/phone', name));
const root = mkdtempSync(path.join(os.tmpdir(), 'hn-condition-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(testEngines())('the condition record checked against the store on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const lead = () =>
    insertLead(db, {
      kind: 'quote',
      name: 'Kayıt Denetimi',
      email: 'kayit@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Kadıköy',
      toLocation: 'Ankara / Çankaya',
      serviceType: 'Evden Eve Nakliyat',
    });
  const send = async (leadId: string, name: string, room: string, uploadedBy = 'customer') => {
    const form = new FormData();
    form.set('room', room);
    form.set('file', new Blob([new Uint8Array(fixture(name))]), name);
    const { answer } = await receiveLeadFile(new Request('http://localhost/x', { method: 'POST', body: form }), {
      db,
      store,
      leadId,
      uploadedBy,
      fileUrl: (id) => id,
    });
    expect(answer.ok).toBe(true);
  };
  /** What "Teklifi onayla" records: the snapshot built from the lead's files at that moment. */
  const recordOf = async (leadId: string) =>
    buildOfferSnapshot(sentOffer(), 'HN-2611-KYT1', company, { surveyFiles: await listLeadFiles(db, leadId) })
      .surveyFiles ?? [];

  it('says "unchanged", "missing" (file or row gone) and "mismatch" (other bytes), and lists the later files apart', async () => {
    const { id } = await lead();
    await send(id, 'salon.jpg', 'salon');
    await send(id, 'oda.mp4', 'mutfak');
    await send(id, 'salon.jpg', 'yatak-odasi');
    await send(id, 'oda.mov', 'balkon');
    const recorded = await recordOf(id);
    expect(recorded.map((f) => [f.kind, f.room, f.name])).toEqual([
      ['photo', 'salon', 'salon.jpg'],
      ['video', 'mutfak', 'oda.mp4'],
      ['photo', 'yatak-odasi', 'salon.jpg'],
      ['video', 'balkon', 'oda.mov'],
    ]);
    expect((await checkConditionRecord(db, store, id, recorded)).checks).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);

    const files = await listLeadFiles(db, id);
    expect(await storedSha256(store, files[1]!.storageKey)).toBe(files[1]!.sha256);
    // Someone altered the stored photo; the video was deleted after the retention period; a row went.
    await store.write(files[0]!.storageKey, Buffer.from('başka bir fotoğraf'));
    await store.remove(files[1]!.storageKey);
    await deleteLeadFileRows(db, [files[3]!.id]);
    // The surveyor adds a photo after the acceptance.
    await send(id, 'salon.jpg', 'salon', 'saha@example.com');

    const checked = await checkConditionRecord(db, store, id, recorded);
    expect(checked.checks).toEqual(['mismatch', 'missing', 'unchanged', 'missing']);
    expect(checked.notRecorded.map((f) => [f.room, f.uploadedBy])).toEqual([['salon', 'saha@example.com']]);
    expect(await storedSha256(store, files[1]!.storageKey)).toBeNull();
  });

  it('matches an older record (no file ids) by checksum', async () => {
    const { id } = await lead();
    await send(id, 'salon.jpg', 'salon');
    await send(id, 'oda.mp4', 'mutfak');
    const older = (await recordOf(id)).map(({ kind, room, sha256 }) => ({ kind, room, sha256 }));
    expect((await checkConditionRecord(db, store, id, older)).checks).toEqual(['unchanged', 'unchanged']);
    const [photo] = await listLeadFiles(db, id);
    await store.write(photo!.storageKey, Buffer.from('değişti'));
    const checked = await checkConditionRecord(db, store, id, older);
    expect(checked.checks).toEqual(['mismatch', 'unchanged']);
    expect(checked.notRecorded).toEqual([]);
  });
});
