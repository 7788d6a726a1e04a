import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compress-responses';

/** The response's zlib stream: the middleware answers `on('drain')` with it. */
function compressionStreamOf(res: http.ServerResponse): Duplex | null {
  const maybe: unknown = res.on('drain', () => {});
  return maybe instanceof Duplex ? maybe : null;
}

describe('compressResponse', () => {
  let server: http.Server;
  let base: string;
  /** The compression stream of the last streamed response, and whether it has been released. */
  let stream: Duplex | null = null;
  let closed: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compressResponse(req, res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (req.url === '/small') return res.end('<p>kısa</p>');
      // A page that streams and never ends, as one whose visitor leaves midway.
      res.write('<p>' + 'taşınma '.repeat(400) + '</p>');
      // Next.js flushes after every chunk it writes, so the visitor sees the page stream in.
      (res as unknown as { flush: () => void }).flush();
      stream = compressionStreamOf(res);
      closed = new Promise((resolve) => res.once('close', () => setImmediate(resolve)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('releases the zlib stream of a response whose visitor left mid-page (no leak per aborted page)', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/streamed`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      setTimeout(() => reject(new Error('no data')), 5000);
    });
    await closed;
    expect(stream).not.toBeNull();
    expect(stream!.destroyed).toBe(true);
  });

  it('leaves responses below the threshold uncompressed', async () => {
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve) => {
      http.get(`${base}/small`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        resolve(res.headers);
      });
    });
    expect(headers['content-encoding']).toBeUndefined();
  });
});
