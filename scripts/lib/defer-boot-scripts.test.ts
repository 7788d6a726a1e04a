import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compress-responses';
import { bootLoader, deferBootScripts, deferBootScriptsOf } from './defer-boot-scripts';

const BOOT = ['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js'];
const HEAD =
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
  BOOT.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '<title>Şehirlerarası Taşıma | Hafif Nakliyat</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY = '<body><h1>Güvenli taşıma</h1><script>self.__next_f.push([1,"ğüşıöç"])</script></body></html>';

describe('deferBootScripts', () => {
  it('puts one loader of the boot scripts in the place of the first, and leaves every other tag', () => {
    const out = deferBootScripts(HEAD);
    expect(out).not.toMatch(/<script src="[^"]*" async="">/);
    expect(out).toContain(bootLoader(BOOT));
    expect(out.indexOf(bootLoader(BOOT))).toBe(HEAD.indexOf('<script src="/_next/static/chunks/a1.js"'));
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>');
    expect(out).toContain('<title>Şehirlerarası Taşıma | Hafif Nakliyat</title>');
  });

  it('leaves a head without boot scripts, and scripts of other origins, as they are', () => {
    const foreign = '<head><script src="https://example.com/x.js" async=""></script></head>';
    expect(deferBootScripts(foreign)).toBe(foreign);
    expect(deferBootScripts('<head><title>Boş</title></head>')).toBe('<head><title>Boş</title></head>');
  });

  it('writes a loader that adds the scripts once the document is parsed and painted', () => {
    const loader = bootLoader(BOOT);
    expect(loader).toContain(JSON.stringify(BOOT));
    expect(loader).toContain('DOMContentLoaded');
    expect(loader).toContain('first-contentful-paint');
    expect(bootLoader(['/_next/static/</script>.js'])).not.toContain('</script>.js');
  });
});

describe('deferBootScriptsOf behind compression', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compressResponse(req, res);
      deferBootScriptsOf(res);
      const page = Buffer.from(HEAD + BODY);
      if (req.url === '/streamed') {
        // The way Next.js streams a page: the headers sent first (the compression sets
        // Content-Encoding then), then several writes, here with `</head>` and a two-byte
        // letter split between them.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.flushHeaders();
        const cuts = [40, page.indexOf('</head>') + 4, page.indexOf('ğ') + 1, page.length];
        let from = 0;
        for (const cut of cuts) {
          res.write(page.subarray(from, cut));
          from = cut;
        }
        res.end();
      } else if (req.url === '/whole') {
        // The way a cached page goes out: one body with its length.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', String(page.length));
        res.end(page);
      } else if (req.url === '/precompressed') {
        // A page the app compressed itself: its bytes are not markup and must not be touched.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(page));
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ head: HEAD }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  function get(pathname: string, acceptEncoding: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const coding = res.headers['content-encoding'];
            const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ headers: res.headers, body: body.toString('utf8') });
          });
        })
        .on('error', reject);
    });
  }

  it('rewrites a streamed page, compressed in Brotli, without breaking a letter', async () => {
    const { headers, body } = await get('/streamed', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(body).toBe(deferBootScripts(HEAD) + BODY);
  });

  it('rewrites a page sent whole and keeps its length right when it goes out uncompressed', async () => {
    const { headers, body } = await get('/whole', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toBe(deferBootScripts(HEAD) + BODY);
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    expect((await get('/whole', 'gzip')).body).toBe(deferBootScripts(HEAD) + BODY);
  });

  it('passes anything that is not a page, or a page compressed already, through unchanged', async () => {
    const { body } = await get('/data.json', 'gzip');
    expect(JSON.parse(body)).toEqual({ head: HEAD });
    expect((await get('/precompressed', 'gzip, br')).body).toBe(HEAD + BODY);
  });
});
