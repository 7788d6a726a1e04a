import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, acceptsBrotli, brotliStaticHandler, staticAssetFile } from './brotli-static';

describe('acceptsBrotli', () => {
  it('reads the codings a browser accepts', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('staticAssetFile', () => {
  const dir = path.join(os.tmpdir(), 'build', 'static');
  it('maps scripts and stylesheets of the build, nothing else', () => {
    expect(staticAssetFile(dir, '/_next/static/chunks/0abc.js')).toBe(path.join(dir, 'chunks', '0abc.js'));
    expect(staticAssetFile(dir, '/_next/static/chunks/1x.css')).toBe(path.join(dir, 'chunks', '1x.css'));
    expect(staticAssetFile(dir, '/_next/static/chunks/../../server/app.js')).toBeNull();
    expect(staticAssetFile(dir, '/_next/static/media/photo.webp')).toBeNull();
    expect(staticAssetFile(dir, '/_next/static/%2e%2e/x.js')).toBeNull();
    expect(staticAssetFile(dir, '/other/x.js')).toBeNull();
  });
});

describe('brotliStaticHandler', () => {
  const script = 'console.log("merhaba");\n'.repeat(200);
  let buildDir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), 'hn-brotli-'));
    mkdirSync(path.join(buildDir, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(buildDir, 'static', 'chunks', 'a.js'), script);
    writeFileSync(path.join(buildDir, 'static', 'chunks', 'boot.js'), script);
    writeFileSync(
      path.join(buildDir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/boot.js'] }),
    );
    const brotli = brotliStaticHandler(buildDir);
    server = http.createServer((req, res) => {
      void brotli(req, res).then((served) => served || res.writeHead(299).end('next'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** A raw request (fetch would decompress and hide the encoding). */
  function get(pathname: string, acceptEncoding: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('answers a script in Brotli to a browser that accepts it', async () => {
    const res = await get('/_next/static/chunks/a.js?dpl=1', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('marks the framework boot files (and only them) for eager compilation', async () => {
    const boot = await get('/_next/static/chunks/boot.js', 'br');
    expect(brotliDecompressSync(boot.body).toString()).toBe(COMPILE_HINT + script);
    expect(brotliDecompressSync((await get('/_next/static/chunks/a.js', 'br')).body).toString()).toBe(script);
  });

  it('leaves other clients, missing files and other paths to Next.js', async () => {
    expect((await get('/_next/static/chunks/a.js', 'gzip')).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/missing.js', 'br')).body.toString()).toBe('next');
    expect((await get('/teklif-al', 'br')).body.toString()).toBe('next');
  });
});
