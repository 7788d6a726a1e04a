import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressResponse } from './compress-responses';
import {
  bootLoader,
  deferBootScripts,
  deferBootScriptsOf,
  logUnmatchedBootScriptsOnce,
  rewriteBootScripts,
  WRITTEN_FOR_NEXT,
  type BootRewrite,
} from './defer-boot-scripts';

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
  const reports: { url: string; moved: number; missed: number }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compressResponse(req, res);
      deferBootScriptsOf(res, ({ moved, missed }) =>
        reports.push({ url: req.url ?? '', moved: moved.length, missed: missed.length }),
      );
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
      } else if (req.url === '/unmatched') {
        // A page whose boot scripts Next.js wrote in a form the rewrite does not know.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(HEAD.replaceAll('async=""', 'async') + BODY);
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

  it('tells its report what it moved in each page head, and leaves a page it cannot rewrite as sent', async () => {
    reports.length = 0;
    await get('/whole', 'identity');
    await get('/data.json', 'gzip');
    await get('/precompressed', 'gzip');
    const unmatched = await get('/unmatched', 'br');
    expect(unmatched.body).toBe(HEAD.replaceAll('async=""', 'async') + BODY);
    expect(reports).toEqual([
      { url: '/whole', moved: BOOT.length, missed: 0 },
      { url: '/unmatched', moved: 0, missed: BOOT.length },
    ]);
  });
});

const installedNext = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../node_modules/next/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the rewrite and the Next.js whose markup it matches', () => {
  it('is for the one Next.js package.json pins exactly, and the one installed', () => {
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect({
      next: pkg.dependencies.next,
      '@next/env': pkg.dependencies['@next/env'],
      'eslint-config-next': pkg.devDependencies['eslint-config-next'],
      installed: installedNext,
    }).toEqual({
      next: WRITTEN_FOR_NEXT,
      '@next/env': WRITTEN_FOR_NEXT,
      'eslint-config-next': WRITTEN_FOR_NEXT,
      installed: WRITTEN_FOR_NEXT,
    });
    const header = readFileSync(path.join(import.meta.dirname, 'defer-boot-scripts.ts'), 'utf8');
    expect(header).toContain(`the markup of Next.js ${WRITTEN_FOR_NEXT}, the exact version package.json pins`);
  });

  it('moves every boot script of a page head written by next build of that version', () => {
    const fixture = path.join(import.meta.dirname, 'fixtures', `next-${installedNext}-head.html`);
    expect(
      existsSync(fixture),
      `No page head captured from a build of Next.js ${installedNext}: run \`npm run build\`, save ` +
        `.next/server/app/galeri.html up to and with </head> as ${path.relative(process.cwd(), fixture)}, ` +
        'and make this test pass (decision 023).',
    ).toBe(true);
    const head = readFileSync(fixture, 'utf8');
    const { head: rewritten, moved, missed } = rewriteBootScripts(head);
    expect(moved.length, 'boot scripts moved').toBeGreaterThan(0);
    expect(missed, 'scripts of the build left in the head').toEqual([]);
    expect(rewritten).toContain(bootLoader(moved));
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/[^"]*" async/);
    // The polyfills for browsers without modules stay where they are.
    expect(rewritten).toMatch(/<script src="\/_next\/static\/[^"]+" noModule=""><\/script><\/head>/);
  });

  it('names the build scripts it misses when Next.js writes them another way', () => {
    const other =
      '<head><script src="/_next/static/chunks/a1.js" async></script>' +
      '<script defer="" src="/_next/static/chunks/b2.js"></script>' +
      '<script src="/_next/static/chunks/c3.js" async=""></script>' +
      '<script src="/_next/static/chunks/p.js" noModule=""></script></head>';
    const { moved, missed } = rewriteBootScripts(other);
    expect(moved).toEqual(['/_next/static/chunks/c3.js']);
    expect(missed).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js']);
    expect(rewriteBootScripts(HEAD)).toMatchObject({ moved: BOOT, missed: [] });
  });

  it('logs one error, for the first page whose boot scripts stayed in the head', () => {
    const log = vi.fn<(message: string) => void>();
    const report = logUnmatchedBootScriptsOnce(log);
    const rewrite = (moved: string[], missed: string[]): BootRewrite => ({ head: '', moved, missed });
    report('/', rewrite(BOOT, []));
    expect(log).not.toHaveBeenCalled();
    report('/galeri', rewrite([], BOOT));
    report('/iletisim', rewrite([], BOOT));
    report('/blog', rewrite(BOOT, ['/_next/static/chunks/c3.js']));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^\[boot-scripts\] \/galeri: 0 boot scripts moved, 2 left in the head/);
    expect(log.mock.calls[0]![0]).toContain(`written for Next.js ${WRITTEN_FOR_NEXT}`);
  });
});
