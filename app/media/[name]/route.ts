import { Readable } from 'node:stream';
import { STORED_NAME, fileStore } from '@/lib/storage';

export const dynamic = 'force-dynamic';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

/**
 * Uploaded media: the right Content-Type, a long immutable cache (names never
 * change), HTTP Range for video seeking, and nothing outside the uploads folder
 * (names are checked against a strict pattern, no folders).
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const type = TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  if (!STORED_NAME.test(name) || !type) return new Response('Bulunamadı', { status: 404 });
  const store = fileStore();
  const size = await store.size(name);
  if (size === null) return new Response('Bulunamadı', { status: 404 });
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
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
    const body = Readable.toWeb(store.read(name, { start, end })) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 206, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(Readable.toWeb(store.read(name)) as ReadableStream<Uint8Array>, { status: 200, headers });
}
