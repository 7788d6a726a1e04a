import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '@/lib/storage/storage.server';
import { processImage } from './images.server';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_MESSAGES, UPLOAD_REQUEST_LIMITS } from './rules';
import { receiveUpload, type FileRule } from './upload.server';

const root = mkdtempSync(path.join(os.tmpdir(), 'hn-upload-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: UPLOAD_MESSAGES.imageType,
  sizeMessage: UPLOAD_MESSAGES.imageSize,
  nameInErrors: true,
};

function request(form: FormData): Request {
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

/** A real JPEG, rotated by EXIF and carrying GPS coordinates. */
async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 21, g: 90, b: 154 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Telefon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 20/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const tempFiles = () => readdirSync(path.join(root, '.tmp'), { withFileTypes: true }).filter((f) => f.isFile()).length;

describe('media upload', () => {
  it('keeps a valid photo and drops a file whose content is not an image, naming it', async () => {
    const form = new FormData();
    form.set('title', 'Ofis');
    form.append('files', new Blob([new Uint8Array(await photoWithGps())], { type: 'image/jpeg' }), 'ofis taşıma.jpg');
    form.append('files', new Blob(['<?php system($_GET["c"]); ?>'], { type: 'image/jpeg' }), 'kabuk.jpg');
    const result = await receiveUpload(request(form), { files: RULE }, store);
    expect(result.fields).toEqual({ title: 'Ofis' });
    expect(result.errors).toEqual([`kabuk.jpg: ${UPLOAD_MESSAGES.imageType}`]);
    expect(result.files.map((f) => [f.filename, f.type])).toEqual([['ofis taşıma.jpg', 'image/jpeg']]);
    expect(tempFiles()).toBe(1);
  });

  it('counts the files sent beyond the per-request limit, keeps none of them, and says how many were not sent', async () => {
    const before = tempFiles();
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#155a9a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const sent = UPLOAD_REQUEST_LIMITS.files + 3;
    for (let i = 1; i <= sent; i++)
      form.append('files', new Blob([new Uint8Array(tiny)], { type: 'image/png' }), `f${i}.png`);
    const result = await receiveUpload(request(form), { files: RULE }, store);
    expect(result.leftOut).toBe(3);
    expect(result.files.map((f) => f.filename)).toEqual(
      Array.from({ length: UPLOAD_REQUEST_LIMITS.files }, (_, i) => `f${i + 1}.png`),
    );
    expect(result.errors).toEqual([UPLOAD_MESSAGES.leftOut(3)]);
    expect(UPLOAD_MESSAGES.leftOut(3)).toContain('3 dosya gönderilmedi');
    expect(tempFiles()).toBe(before + UPLOAD_REQUEST_LIMITS.files);
    await Promise.all(result.files.map((f) => rm(f.tempPath)));
  });

  it('stops a file at the size limit while it streams and keeps nothing of it', async () => {
    const before = tempFiles();
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 10, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const form = new FormData();
    form.append('files', new Blob([big], { type: 'image/jpeg' }), 'buyuk.jpg');
    const result = await receiveUpload(request(form), { files: RULE }, store);
    expect(result.errors).toEqual([`buyuk.jpg: ${UPLOAD_MESSAGES.imageSize}`]);
    expect(result.files).toEqual([]);
    expect(tempFiles()).toBe(before);
  });

  it('re-encodes a photo upright, without metadata, at responsive WebP widths; the original is not kept', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await photoWithGps())], { type: 'image/jpeg' }), 'gps.jpg');
    const [file] = (await receiveUpload(request(form), { files: RULE }, store)).files;
    const result = await processImage(file!.tempPath, 'gallery_1_gps.jpg', store);
    // EXIF orientation 6 turns 2400x1600 into a portrait 1600x2400.
    expect(result.variants.map((v) => v.width)).toEqual([640, 1280, 1600]);
    expect(result).toMatchObject({ width: 1600, height: 2400, main: 'gallery_1_gps-1600.webp' });
    const meta = await sharp(path.join(root, result.main)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.height).toBe(2400);
    expect(readdirSync(root).filter((n) => n.startsWith('gallery_1_gps'))).toEqual([
      'gallery_1_gps-1280.webp',
      'gallery_1_gps-1600.webp',
      'gallery_1_gps-640.webp',
    ]);
  });

  it('keeps memory flat for a 45 MB upload: it streams to disk', async () => {
    const videoRule: FileRule = {
      types: ['video/mp4'],
      maxBytes: 50 * 1024 * 1024,
      typeMessage: 'x',
      sizeMessage: 'y',
    };
    const boundary = 'sinir123';
    const MB = 1024 * 1024;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const first = Buffer.alloc(MB, 1);
    first.set([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]);
    const filler = Buffer.alloc(MB, 2);
    let sent = 0;
    // The body is made chunk by chunk as it is read, so only the upload code could hold it in memory.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent < 45) controller.enqueue(sent === 0 ? first : filler);
        else {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
        sent++;
      },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const result = await receiveUpload(
      new Request('http://localhost/upload', {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit),
      { file: videoRule },
      store,
    );
    clearInterval(timer);
    expect(result.files[0]?.size).toBe(45 * MB);
    expect(peak - before).toBeLessThan(25 * MB);
  });
});

describe('uploads cut off or malformed', () => {
  const MB = 1024 * 1024;
  const videoRule: FileRule = { types: ['video/mp4'], maxBytes: 50 * MB, typeMessage: 'tür', sizeMessage: 'boyut' };
  const boundary = 'kesik-sinir';
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const videoBytes = (size: number) => {
    const bytes = Buffer.alloc(size, 3);
    bytes.set([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]);
    return bytes;
  };
  const openFds = () => readdirSync('/proc/self/fd').length;
  const tempDir = (root: string) => path.join(root, '.tmp');
  const tempFilesIn = (root: string) => {
    try {
      return readdirSync(tempDir(root)).map((n) => statSync(path.join(tempDir(root), n)).size);
    } catch {
      return [];
    }
  };
  /** Waits for a condition, checking it every few milliseconds, up to `ms`. */
  async function until(condition: () => boolean, ms = 10_000): Promise<boolean> {
    const end = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 10));
    }
    return true;
  }

  it('removes the temporary file and closes the handle of each of 3 uploads cut off mid-stream', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hn-upload-abort-'));
    const abortStore = localFileStore(root);
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const outcomes: Promise<string>[] = [];
    // The request reaches the upload code as it reaches a route handler: a web Request over the Node request.
    const server = http.createServer((req) => {
      const request = new Request('http://localhost/api/admin/uploads/video', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      outcomes.push(
        receiveUpload(request, { file: videoRule }, abortStore).then(
          () => 'kabul edildi',
          (error: unknown) => `reddedildi: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const before = openFds();

    try {
      // Each client announces a 10 MB video, sends 4 MB of it, then goes away.
      const clients = [0, 1, 2].map(() => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        socket.write(
          `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${partHead.length + 10 * MB}\r\n\r\n`,
        );
        socket.write(partHead);
        socket.write(videoBytes(4 * MB));
        return socket;
      });
      const arrived = await until(() => {
        const sizes = tempFilesIn(root);
        return sizes.length === 3 && sizes.every((size) => size >= 2 * MB);
      });
      expect(arrived).toBe(true);
      for (const socket of clients) socket.destroy();

      expect(await Promise.all(outcomes)).toEqual(Array(3).fill('reddedildi: aborted'));
      expect(tempFilesIn(root)).toEqual([]);
      await until(() => openFds() <= before, 5000);
      expect(openFds()).toBe(before);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a form that ends before its closing boundary and keeps nothing of it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hn-upload-cut-'));
    const before = openFds();
    // The body ends cleanly, but half way through the file: the form is malformed.
    const body = new Blob([partHead, videoBytes(2 * MB)]).stream();
    const upload = receiveUpload(
      new Request('http://localhost/upload', {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit),
      { file: videoRule },
      localFileStore(root),
    );
    await expect(upload).rejects.toThrow(/Unexpected end of form/);
    expect(tempFilesIn(root)).toEqual([]);
    expect(openFds()).toBe(before);
    rmSync(root, { recursive: true, force: true });
  });

  it('removes every temporary file when the request stream itself fails mid-way', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hn-upload-fail-'));
    const before = openFds();
    for (let i = 0; i < 3; i++) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(partHead);
          if (sent < 3) controller.enqueue(videoBytes(MB));
          else controller.error(new Error('aborted'));
          sent++;
        },
      });
      const upload = receiveUpload(
        new Request('http://localhost/upload', {
          method: 'POST',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          duplex: 'half',
        } as RequestInit),
        { file: videoRule },
        localFileStore(root),
      );
      await expect(upload).rejects.toThrow('aborted');
    }
    expect(tempFilesIn(root)).toEqual([]);
    expect(openFds()).toBe(before);
    rmSync(root, { recursive: true, force: true });
  });
});
