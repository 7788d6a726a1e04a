import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { STORED_NAME, fileStore } from '@/lib/storage/storage.server';
import { MEDIA_CACHE_CONTROL, mediaContentType } from '@/lib/storage/content-types';

export const dynamic = 'force-dynamic';

/** How long a browser or proxy keeps the redirect to MEDIA_PUBLIC_URL (a day: the address may change). */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Uploaded media, the same from the local disk and from a bucket: the right
 * Content-Type, a long immutable cache (names never change), HTTP Range for
 * video seeking (only the asked bytes are read from the store, streamed), and
 * nothing outside the store (names are checked against a strict pattern, no
 * folders). With MEDIA_PUBLIC_URL the visitor is sent to the CDN or public
 * bucket instead.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const type = mediaContentType(name);
  if (!STORED_NAME.test(name) || !type) return new Response('Bulunamadı', { status: 404 });
  const publicUrl = env().MEDIA_PUBLIC_URL;
  if (publicUrl) {
    return new Response(null, {
      status: 302,
      headers: { Location: `${publicUrl}/${encodeURIComponent(name)}`, 'Cache-Control': REDIRECT_CACHE_CONTROL },
    });
  }
  const store = fileStore();
  try {
    const size = await store.size(name);
    if (size === null) return new Response('Bulunamadı', { status: 404 });
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    });
    const range = request.headers.get('range');
    if (range) {
      const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
      let start = match?.[1] ? Number(match[1]) : NaN;
      let end = match?.[2] ? Number(match[2]) : size - 1;
      if (match && !match[1] && match[2]) {
        start = Math.max(0, size - Number(match[2]));
        end = size - 1;
      }
      if (!match || Number.isNaN(start) || start >= size || end < start) {
        headers.set('Content-Range', `bytes */${size}`);
        return new Response(null, { status: 416, headers });
      }
      end = Math.min(end, size - 1);
      headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
      headers.set('Content-Length', String(end - start + 1));
      const body = Readable.toWeb(await store.read(name, { start, end })) as ReadableStream<Uint8Array>;
      return new Response(body, { status: 206, headers });
    }
    headers.set('Content-Length', String(size));
    return new Response(Readable.toWeb(await store.read(name)) as ReadableStream<Uint8Array>, { status: 200, headers });
  } catch (error) {
    // The bucket cannot be reached (or the file went away between the two steps).
    console.error(`[media] ${name} could not be read:`, error instanceof Error ? error.message : error);
    return new Response('Dosya şu anda okunamıyor', {
      status: 503,
      headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' },
    });
  }
}
