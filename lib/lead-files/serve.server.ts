import 'server-only';
import { Readable } from 'node:stream';
import type { LeadFile } from '@/lib/lead-files/repository.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { PRIVATE_CACHE_CONTROL } from './store.server';

/** The one answer to a file someone may not see, or that is not there: no hint which. */
export const fileNotFound = () =>
  new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });

/** "salon.heic" kept as a JPEG is downloaded as "salon.jpg". */
export function downloadName(file: Pick<LeadFile, 'originalName' | 'storageKey' | 'kind'>): string {
  const extension = file.storageKey.split('.').pop() ?? 'bin';
  const stem =
    (file.originalName ?? '').replace(/\.[^.]*$/, '').trim() || (file.kind === 'photo' ? 'fotograf' : 'video');
  return `${stem}.${extension}`;
}

/**
 * A private file's bytes (docs/decisions/039): never cached on the way (`private, no-store`),
 * never redirected to MEDIA_PUBLIC_URL, its type the one it was stored as, Range for video
 * seeking (only the asked bytes are read). `download` asks the browser to save it.
 */
export async function serveLeadFile(
  request: Request,
  file: LeadFile,
  store: FileStore,
  { download = false }: { download?: boolean } = {},
): Promise<Response> {
  try {
    const size = await store.size(file.storageKey);
    if (size === null) return fileNotFound();
    const name = downloadName(file);
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Referrer-Policy': 'no-referrer',
    });
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range')?.trim() ?? '');
    if (range && (range[1] || range[2])) {
      let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || end < start) {
        headers.set('Content-Range', `bytes */${size}`);
        return new Response(null, { status: 416, headers });
      }
      start = Math.max(0, start);
      end = Math.min(end, size - 1);
      headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
      headers.set('Content-Length', String(end - start + 1));
      const body = Readable.toWeb(await store.read(file.storageKey, { start, end })) as ReadableStream<Uint8Array>;
      return new Response(body, { status: 206, headers });
    }
    headers.set('Content-Length', String(size));
    const body = Readable.toWeb(await store.read(file.storageKey)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  } catch (error) {
    console.error(`[lead-files] ${file.storageKey} could not be read:`, error instanceof Error ? error.message : error);
    return new Response('Dosya şu anda okunamıyor', {
      status: 503,
      headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' },
    });
  }
}
