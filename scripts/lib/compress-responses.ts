// Pages, RSC and JSON compressed by the app server (Brotli where the browser takes it,
// otherwise gzip) instead of by Next.js (`compress: false` in next.config.ts), so that
// deferBootScriptsOf can rewrite a page before it is compressed (decision 020). The same
// `compression` middleware Next.js bundles, in a version that releases its zlib stream
// when a visitor leaves mid-page (Next.js guards its older copy against that leak itself).
import type http from 'node:http';
import compression from 'compression';

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const middleware = compression() as unknown as Middleware;

/** Compresses what `res` sends from now on. */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  middleware(req, res, () => {});
}
