// The production server (`npm start` and the end-to-end tests run this file):
// Next's request handler behind a plain Node HTTP server that tells the app
// who is asking. The client's address comes from the connection, or from
// X-Forwarded-For only as far as TRUST_PROXY trusts the proxies in between,
// and reaches the app in a header this server always overwrites.
//   node scripts/server.ts [-p PORT] [-H HOSTNAME]   (defaults: PORT and HOSTNAME, i.e. 3000 on 127.0.0.1)
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isStaffPath } from '../lib/admin/paths.ts';
import type { Env } from '../lib/env.ts';
import { hasBrokenEncoding } from '../lib/http/broken-encoding.ts';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../lib/http/trusted-proxies.ts';
import { countPageView, isPageView, pageViewTally } from '../lib/visitors/page-views.ts';
import { brotliStaticHandler } from './lib/brotli-static.ts';
import { compressResponse } from './lib/compress-responses.ts';
import { loadConfig } from './lib/config.ts';
import { deferBootScriptsOf, logUnmatchedBootScriptsOnce } from './lib/defer-boot-scripts.ts';

const root = path.resolve(import.meta.dirname, '..');

const config: Env = loadConfig();

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = values.port ? Number(values.port) : config.PORT;
// Loopback unless -H or HOSTNAME says otherwise.
const hostname = values.hostname ?? config.HOSTNAME;

/** Replaces whatever the client sent in the private header by the derived address. */
function setClientAddress(req: http.IncomingMessage): void {
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.TRUST_PROXY);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  }
  raw.push(CLIENT_ADDRESS_HEADER, address);
}

/**
 * The staff area keeps its scripts as Next.js writes them: its pages are forms that
 * need them at once, and no visitor waits for their first paint (decision 020).
 */
function isStaffArea(url: string): boolean {
  return isStaffPath(url.split('?')[0]!);
}

// Like `next start`: production unless said otherwise (set before Next.js loads).
const runtimeEnv: Record<string, string | undefined> = process.env;
runtimeEnv.NODE_ENV ??= 'production';
// Where this process answers itself: its revalidation listener (lib/cache/listener.server.ts) calls it.
const selfHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const instance = ((globalThis as unknown as { __hnInstance?: { selfUrl?: string } }).__hnInstance ??= {});
instance.selfUrl = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// The build's scripts and stylesheets in Brotli (Next.js compresses with gzip only).
const brotliStatic = brotliStaticHandler(path.join(root, '.next'));

// A Next.js whose markup the rewrite no longer matches: said once, loudly (decision 023).
const reportBootScripts = logUnmatchedBootScriptsOnce();

/**
 * Counts the response as a page view when it is one (docs/decisions/030): decided when it
 * has been sent, from its status and type, so pre-rendered pages count like the others.
 * Only a number per day is kept, in memory; the app writes it to the database.
 */
function countWhenSent(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.once('finish', () => {
    const contentType = res.getHeader('content-type');
    if (
      isPageView({
        method: req.method,
        url: req.url,
        headers: req.headers,
        statusCode: res.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
      })
    )
      countPageView();
  });
}

const server = http.createServer((req, res) => {
  if (hasBrokenEncoding((req.url ?? '/').split('?')[0]!)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Geçersiz adres.');
    return;
  }
  setClientAddress(req);
  countWhenSent(req, res);
  brotliStatic(req, res)
    .then((served) => {
      if (served) return;
      // Compressed here, after the rewrite of the page's head (decision 020).
      compressResponse(req, res);
      if (!isStaffArea(req.url ?? '/'))
        deferBootScriptsOf(res, (rewrite) => reportBootScripts(req.url ?? '/', rewrite));
      return handle(req, res);
    })
    .catch((error: unknown) => {
      console.error(`Failed to handle ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
});
server.on('error', (error) => {
  console.error('The server could not start:', error.message);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const trust = config.TRUST_PROXY.kind === 'none' ? 'no proxy trusted' : `TRUST_PROXY=${process.env.TRUST_PROXY}`;
  console.log(`> Ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port} (${trust})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    // The views counted since the last write are written before the process ends.
    void Promise.resolve(pageViewTally().flush?.())
      .then(() => app.close())
      .finally(() => process.exit(0));
    // Open keep-alive connections must not hold the exit up for long.
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
