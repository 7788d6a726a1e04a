import { queueFileRemovalsOfLeads } from '@/lib/lead-files/repository.server';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { leadFileUsage, leadsWithFiles, listLeadFiles } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import {
  issueLeadLink,
  openLeadLink,
  insertLead,
  purgeTrashedLeads,
  setLeadStatus,
  trashLead,
} from '@/lib/leads/index.server';
import { mp4MovieInfo, sniffType } from '@/lib/media';
import { box, isoFile, readMovieInfo } from '@/lib/media/index.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { fileForLink, fileForStaff } from './access.server';
import { removeExpiredLeadFiles } from './retention.server';
import { serveLeadFile } from './serve.server';
import { noticeCode, noticeMessage } from './upload-route.server';
import { LEAD_FILE_MESSAGES, LEAD_FILE_QUOTA, PHOTO_MAX_SIDE, quotaRefusal } from './rules';
import { receiveLeadFile } from './upload-route.server';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures/phone', name));
const root = mkdtempSync(path.join(os.tmpdir(), 'hn-lead-files-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const DAY = 24 * 3600_000;
const staff = { email: 'personel@example.com' };

describe('what a phone file is', () => {
  it('sniffs an iPhone HEIC, a JPEG, a QuickTime movie and an MP4 by their bytes', () => {
    expect(sniffType(fixture('salon.heic'))).toBe('image/heic');
    expect(sniffType(fixture('salon.jpg'))).toBe('image/jpeg');
    expect(sniffType(fixture('oda.mov'))).toBe('video/quicktime');
    expect(sniffType(fixture('oda.mp4'))).toBe('video/mp4');
  });

  it('reads a movie length and its video codec from the movie box', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-movie-'));
    try {
      for (const name of ['oda.mov', 'oda.mp4']) {
        const file = path.join(dir, name);
        (await import('node:fs')).writeFileSync(file, fixture(name));
        const info = await readMovieInfo(file);
        expect(info?.handlers).toContain('vide');
        expect(info?.videoCodecs).toEqual(['avc1']);
        expect(info?.durationMs).toBeGreaterThan(2900);
        expect(info?.durationMs).toBeLessThan(3200);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a version 1 movie header (64-bit duration)', () => {
    const mvhd = box('mvhd', [1, 0, 0, 0], new Array(16).fill(0), [0, 0, 0x03, 0xe8], [0, 0, 0, 0, 0, 0, 0xea, 0x60]);
    expect(mp4MovieInfo(mvhd).durationMs).toBe(60_000);
  });
});

describe('the per-request quota', () => {
  it('refuses the 21st photo, the 3rd video and a file past the byte budget', () => {
    expect(quotaRefusal({ photos: 19, videos: 0, bytes: 0 }, 'photo', 1)).toBeNull();
    expect(quotaRefusal({ photos: LEAD_FILE_QUOTA.photos, videos: 0, bytes: 0 }, 'photo', 1)).toBe(
      LEAD_FILE_MESSAGES.photoQuota,
    );
    expect(quotaRefusal({ photos: 0, videos: 2, bytes: 0 }, 'video', 1)).toBe(LEAD_FILE_MESSAGES.videoQuota);
    expect(quotaRefusal({ photos: 0, videos: 0, bytes: LEAD_FILE_QUOTA.bytes - 10 }, 'video', 11)).toBe(
      LEAD_FILE_MESSAGES.bytesQuota,
    );
  });
});

describe.each(testEngines())('a lead private files on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const quote = (name = 'Zeynep Kaya') =>
    insertLead(db, {
      kind: 'quote',
      name,
      email: 'zeynep@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'İzmir / Karşıyaka',
      serviceType: 'Evden Eve Nakliyat',
    });

  const send = async (leadId: string, content: Uint8Array, name: string, room = 'salon') => {
    const form = new FormData();
    form.set('room', room);
    form.set('file', new Blob([new Uint8Array(content)]), name);
    const request = new Request('http://localhost/talep/x/dosyalar', { method: 'POST', body: form });
    return receiveLeadFile(request, {
      db,
      store,
      leadId,
      uploadedBy: 'customer',
      fileUrl: (id) => `/f/${id}`,
    });
  };

  it('keeps a JPEG and an HEIC as upright JPEGs within 2000 px, and MOV and MP4 as they came', async () => {
    const lead = await quote();
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer();
    const answers = [
      await send(lead.id, big, 'buyuk.jpg'),
      await send(lead.id, fixture('salon.heic'), 'IMG_0001.HEIC', 'yatak-odasi'),
      await send(lead.id, fixture('oda.mov'), 'IMG_0002.MOV', 'mutfak'),
      await send(lead.id, fixture('oda.mp4'), 'oda.mp4', 'balkon'),
    ];
    expect(answers.map((a) => a.answer.ok)).toEqual([true, true, true, true]);
    const files = await listLeadFiles(db, lead.id);
    expect(files.map((f) => [f.kind, f.room, f.contentType.split(';')[0]])).toEqual([
      ['photo', 'salon', 'image/jpeg'],
      ['photo', 'yatak-odasi', 'image/jpeg'],
      ['video', 'mutfak', 'video/quicktime'],
      ['video', 'balkon', 'video/mp4'],
    ]);
    expect([files[0]!.width, files[0]!.height]).toEqual([PHOTO_MAX_SIDE, 1333]);
    expect([files[1]!.width, files[1]!.height]).toEqual([1600, 1200]);
    const heic = await sharp(await streamBytes(files[1]!.storageKey)).metadata();
    expect(heic.format).toBe('jpeg');
    expect(files[2]!.contentType).toBe('video/quicktime; codecs=avc1');
    expect(files[2]!.bytes).toBe(fixture('oda.mov').length);
    expect(files[2]!.durationMs).toBeLessThan(60_000);
    // Checksums of what is stored, so a snapshot can name the pre-move record.
    const { createHash } = await import('node:crypto');
    expect(files[3]!.sha256).toBe(createHash('sha256').update(fixture('oda.mp4')).digest('hex'));
    expect(await leadsWithFiles(db, [lead.id, 'none'])).toEqual(new Set([lead.id]));
  });

  it('refuses a file that is no photo or video, an audio-only MP4, a file with no room, and past the quota', async () => {
    const lead = await quote('Ali Veli');
    expect((await send(lead.id, new TextEncoder().encode('%PDF-1.7 '.repeat(600)), 'belge.pdf')).answer.message).toBe(
      LEAD_FILE_MESSAGES.type,
    );
    expect((await send(lead.id, isoFile('isom', ['soun']), 'ses.mp4')).answer.ok).toBe(false);
    expect((await send(lead.id, fixture('salon.jpg'), 'salon.jpg', 'garaj')).answer.message).toBe(
      LEAD_FILE_MESSAGES.room,
    );
    expect((await send(lead.id, fixture('oda.mp4'), 'a.mp4')).answer.ok).toBe(true);
    expect((await send(lead.id, fixture('oda.mov'), 'b.mov')).answer.ok).toBe(true);
    const third = await send(lead.id, fixture('oda.mp4'), 'c.mp4');
    expect(third).toMatchObject({ status: 413, answer: { ok: false, message: LEAD_FILE_MESSAGES.videoQuota } });
    expect(await leadFileUsage(db, lead.id)).toMatchObject({ photos: 0, videos: 2 });
  });

  it('files a photo under a damage report only when the lead says the report is its own', async () => {
    const lead = await quote('Hasar Bildirimi');
    const post = (damageReportId: string, allowed?: (id: string) => Promise<boolean>) => {
      const form = new FormData();
      form.set('room', 'salon');
      form.set('damageReportId', damageReportId);
      form.set('file', new Blob([new Uint8Array(fixture('salon.jpg'))]), 'kirik.jpg');
      return receiveLeadFile(new Request('http://localhost/x', { method: 'POST', body: form }), {
        db,
        store,
        leadId: lead.id,
        uploadedBy: 'customer',
        fileUrl: (id) => id,
        damageReportAllowed: allowed,
      });
    };
    expect((await post('rapor-1')).answer.ok).toBe(false);
    expect((await post('rapor-2', async (id) => id === 'rapor-1')).answer.ok).toBe(false);
    expect((await post('rapor-1', async (id) => id === 'rapor-1')).answer.ok).toBe(true);
    expect(await listLeadFiles(db, lead.id)).toEqual([]);
    expect((await listLeadFiles(db, lead.id, { damageReportId: 'rapor-1' })).map((f) => f.originalName)).toEqual([
      'kirik.jpg',
    ]);
  });

  it('takes no more pre-move files once the move is over, while a damage report still takes its photos', async () => {
    const lead = await quote('Taşınma Bitti');
    const post = (damageReportId?: string) => {
      const form = new FormData();
      form.set('room', 'salon');
      if (damageReportId) form.set('damageReportId', damageReportId);
      form.set('file', new Blob([new Uint8Array(fixture('salon.jpg'))]), 'sonra.jpg');
      return receiveLeadFile(new Request('http://localhost/x', { method: 'POST', body: form }), {
        db,
        store,
        leadId: lead.id,
        uploadedBy: 'customer',
        fileUrl: (id) => id,
        damageReportAllowed: async (id) => id === 'rapor-9',
        surveyOpen: async () => false,
      });
    };
    expect(await post()).toEqual({ status: 400, answer: { ok: false, message: LEAD_FILE_MESSAGES.afterMove } });
    expect((await post('rapor-9')).answer.ok).toBe(true);
    expect(await listLeadFiles(db, lead.id)).toEqual([]);
    expect(await listLeadFiles(db, lead.id, { damageReportId: 'rapor-9' })).toHaveLength(1);
  });

  it('opens a file only for its own lead link and for signed-in staff', async () => {
    const lead = await quote('Ayşe Demir');
    const other = await quote('Mehmet Can');
    await send(lead.id, fixture('salon.jpg'), 'salon.jpg');
    const [file] = await listLeadFiles(db, lead.id);
    const token = await issueLeadLink(db, lead.id, 'form');
    const otherToken = await issueLeadLink(db, other.id, 'form');
    expect((await fileForLink(db, await openLeadLink(db, token, 180), file!.id))?.id).toBe(file!.id);
    expect(await fileForLink(db, await openLeadLink(db, otherToken, 180), file!.id)).toBeNull();
    expect(await fileForLink(db, await openLeadLink(db, 'A'.repeat(43), 180), file!.id)).toBeNull();
    expect(await fileForLink(db, { state: 'limited' }, file!.id)).toBeNull();
    expect(await fileForStaff(db, false, file!.id)).toBeNull();
    expect((await fileForStaff(db, true, file!.id))?.id).toBe(file!.id);
    expect(await fileForStaff(db, true, '../../site.db')).toBeNull();
  });

  it('serves a file privately, in ranges for video seeking, and as a download on request', async () => {
    const lead = await quote('Servis Testi');
    await send(lead.id, fixture('oda.mp4'), 'Oda videosu.mp4', 'salon');
    const [file] = await listLeadFiles(db, lead.id);
    const whole = await serveLeadFile(new Request('http://localhost/f'), file!, store);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.headers.get('content-type')).toBe('video/mp4; codecs=avc1');
    expect(Buffer.from(await whole.arrayBuffer()).equals(fixture('oda.mp4'))).toBe(true);
    const part = await serveLeadFile(
      new Request('http://localhost/f', { headers: { range: 'bytes=10-19' } }),
      file!,
      store,
    );
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${fixture('oda.mp4').length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const saved = await serveLeadFile(new Request('http://localhost/f'), file!, store, { download: true });
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="Oda videosu.mp4"/);
    await saved.body?.cancel();
    await store.remove(file!.storageKey);
    expect((await serveLeadFile(new Request('http://localhost/f'), file!, store)).status).toBe(404);
  });

  it('sends a form without JavaScript back with a known notice only', () => {
    expect(noticeMessage(noticeCode(LEAD_FILE_MESSAGES.videoQuota))).toEqual({
      ok: false,
      message: LEAD_FILE_MESSAGES.videoQuota,
    });
    expect(noticeMessage(noticeCode(LEAD_FILE_MESSAGES.saved('photo')))?.ok).toBe(true);
    expect(noticeMessage('<script>')).toBeNull();
  });

  it('deletes the files a set number of days after the lead is closed, and with a purged lead', async () => {
    const closed = await quote('Kapanan Talep');
    const open = await quote('Açık Talep');
    const trashed = await quote('Silinen Talep');
    for (const id of [closed.id, open.id, trashed.id]) await send(id, fixture('salon.jpg'), 'salon.jpg');
    await setLeadStatus(db, 'quote', closed.id, { status: 'kaybedildi', lostReason: 'fiyat' }, staff);
    await trashLead(db, 'quote', trashed.id, staff);
    const keys = async (id: string) => (await listLeadFiles(db, id)).map((f) => f.storageKey);
    const closedKey = (await keys(closed.id))[0]!;
    const trashedKey = (await keys(trashed.id))[0]!;
    const now = Date.now();

    expect(await removeExpiredLeadFiles(db, store, { days: 180, now: new Date(now + DAY) })).toBe(0);
    // A lead in the trash past its purge day loses its files with it.
    expect(await removeExpiredLeadFiles(db, store, { days: 180, now: new Date(now + 179 * DAY) })).toBe(1);
    expect(existsSync(path.join(root, trashedKey))).toBe(false);
    expect(existsSync(path.join(root, closedKey))).toBe(true);
    expect(await removeExpiredLeadFiles(db, store, { days: 180, now: new Date(now + 181 * DAY) })).toBe(1);
    expect(existsSync(path.join(root, closedKey))).toBe(false);
    expect(await keys(closed.id)).toEqual([]);
    expect(await keys(open.id)).toHaveLength(1);
    expect(
      await purgeTrashedLeads(db, new Date(now + 181 * DAY), { beforeDelete: queueFileRemovalsOfLeads }),
    ).toBeGreaterThan(0);
  });
});

async function streamBytes(name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
