// Brotli for the build's scripts and stylesheets. Next.js compresses with gzip only;
// Brotli makes the same JavaScript about a fifth smaller, which on a phone on a slow
// connection is time before the page answers a tap. The files under .next/static never
// change under one name, so each is compressed once (at the highest quality, off the
// main thread) and kept in memory: the whole build's scripts are well under a megabyte
// compressed. Plain TypeScript that Node 24 runs directly (scripts/server.ts imports it).
// See docs/decisions/014-page-speed.md.
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function
 * of the file is compiled eagerly, on a background thread while the file streams in,
 * instead of on the main thread when first called. Only for the framework's boot files,
 * which run almost whole while the page hydrates (decision 020).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The framework's boot files of a build (`rootMainFiles` of its build manifest), as paths under `static/`. */
export async function bootFiles(buildDir: string): Promise<Set<string>> {
  try {
    const manifest = JSON.parse(await readFile(path.join(buildDir, 'build-manifest.json'), 'utf8')) as {
      rootMainFiles?: string[];
    };
    return new Set((manifest.rootMainFiles ?? []).map((f) => path.join(buildDir, f)));
  } catch {
    return new Set();
  }
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** `/_next/static/…` paths of scripts and stylesheets: no dot segments, no query, nothing else. */
const STATIC_ASSET = /^\/_next\/static\/(?:[\w-]+\/)*[\w.~-]+\.(?:js|css)$/;

/** Whether the request's Accept-Encoding allows Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The file under `staticDir` a request path names, or null when it is not a script or stylesheet there. */
export function staticAssetFile(staticDir: string, pathname: string): string | null {
  if (!STATIC_ASSET.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.')) return null;
  const file = path.join(staticDir, pathname.slice('/_next/static/'.length));
  return file.startsWith(staticDir + path.sep) ? file : null;
}

/**
 * Returns a handler that answers GET and HEAD requests for scripts and stylesheets of the
 * build with their Brotli-compressed bytes and true, or returns false (the request is left
 * to Next.js: another file, another method, a client without Brotli, a missing file).
 */
export function brotliStaticHandler(buildDir: string) {
  const staticDir = path.join(buildDir, 'static');
  const cache = new Map<string, Promise<Buffer | null>>();
  const boot = bootFiles(buildDir);
  const compressed = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = Promise.all([readFile(file), boot]).then(
        ([bytes, bootSet]) =>
          compress(bootSet.has(file) ? Buffer.concat([Buffer.from(COMPILE_HINT), bytes]) : bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        () => null,
      );
      cache.set(file, entry);
      // A missing file is asked for again next time (and left to Next.js now).
      void entry.then((b) => b === null && cache.delete(file));
    }
    return entry;
  };
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?')[0]!;
    const file = staticAssetFile(staticDir, pathname);
    if (!file || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const body = await compressed(file);
    if (!body) return false;
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)]!,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
