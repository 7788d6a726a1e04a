// /media/{name} with MEDIA_STORE=s3: the route of the built site, called as
// Next.js calls it, reading from an S3-compatible server (s3rver) by the
// configuration alone. Whole files, ranges (video seeking), missing files, and
// the redirect to MEDIA_PUBLIC_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as MediaRoute from '@/app/media/[name]/route';
import { startTestS3, type TestS3 } from '@/test/s3';

type Route = typeof MediaRoute;

let s3: TestS3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-media-route-'));
const video = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 9)) & 255));

/** The route module with a fresh configuration from `settings`. */
async function routeWith(settings: Record<string, string>): Promise<Route> {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv('DATA_DIR', dataDir);
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  return import('@/app/media/[name]/route');
}

const get = (route: Route, name: string, headers: Record<string, string> = {}) =>
  route.GET(new Request(`http://127.0.0.1/media/${name}`, { headers }), { params: Promise.resolve({ name }) });

beforeAll(async () => {
  s3 = await startTestS3();
  const { s3FileStore } = await import('@/lib/storage/s3.server');
  const { localTemp } = await import('@/lib/storage/storage.server');
  const store = s3FileStore(s3.settings, localTemp(path.join(dataDir, 'tmp')));
  await store.write('video_1_rota.mp4', video);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/media/{name} from a bucket', () => {
  it('serves a whole file with its type and the immutable cache', async () => {
    const response = await get(await routeWith(s3.env), 'video_1_rota.mp4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
  });

  it('serves a range as 206 with the exact bytes, an open range and a suffix range', async () => {
    const route = await routeWith(s3.env);
    const middle = await get(route, 'video_1_rota.mp4', { range: 'bytes=1000-2999' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-2999/${video.length}`);
    expect(middle.headers.get('content-length')).toBe('2000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(1000, 3000))).toBe(true);

    const rest = await get(route, 'video_1_rota.mp4', { range: 'bytes=299000-' });
    expect(rest.headers.get('content-range')).toBe(`bytes 299000-${video.length - 1}/${video.length}`);
    expect(Buffer.from(await rest.arrayBuffer()).equals(video.subarray(299_000))).toBe(true);

    const tail = await get(route, 'video_1_rota.mp4', { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 500))).toBe(true);

    const beyond = await get(route, 'video_1_rota.mp4', { range: `bytes=${video.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it('answers 404 for a file the bucket does not hold and for names it never stores', async () => {
    const route = await routeWith(s3.env);
    expect((await get(route, 'video_2_yok.mp4')).status).toBe(404);
    expect((await get(route, '..%2Fsite.db')).status).toBe(404);
    expect((await get(route, 'site.db')).status).toBe(404);
  });

  it('answers 503 (not 404) while the bucket cannot be reached', async () => {
    const route = await routeWith({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get(route, 'video_1_rota.mp4');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    vi.mocked(console.error).mockRestore();
  });

  it('sends visitors to MEDIA_PUBLIC_URL when it is set', async () => {
    const route = await routeWith({ ...s3.env, MEDIA_PUBLIC_URL: 'https://cdn.example.com/medya/' });
    const response = await get(route, 'video_1_rota.mp4', { range: 'bytes=0-99' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://cdn.example.com/medya/video_1_rota.mp4');
    expect((await get(route, 'site.db')).status).toBe(404);
  });

  it("lets the pages load pictures and videos from MEDIA_PUBLIC_URL's origin, and from nowhere else", async () => {
    const csp = async (publicUrl: string) => {
      vi.resetModules();
      vi.stubEnv('MEDIA_PUBLIC_URL', publicUrl);
      const { default: config } = await import('@/next.config');
      const rules = await config.headers!();
      return rules[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    };
    const withCdn = await csp('https://cdn.example.com/medya');
    expect(withCdn).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(withCdn).toContain("media-src 'self' blob: https://cdn.example.com;");
    expect(withCdn).toContain("default-src 'self';");
    const without = await csp('');
    expect(without).toContain("img-src 'self' data: blob:;");
    expect(without).not.toContain('cdn.example.com');
  });
});
