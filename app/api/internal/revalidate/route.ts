// Called only by this process's own revalidation listener (lib/cache/listener.server.ts), with the
// token it holds in memory: revalidates the pages another instance revalidated.
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { HERO_CACHE_TAG, instanceState, REVALIDATE_TOKEN_HEADER } from '@/lib/cache/instance.server';

export const dynamic = 'force-dynamic';

const body = z
  .array(z.object({ path: z.string().startsWith('/').max(1024), type: z.enum(['', 'page', 'layout']) }))
  .max(200);

function tokenMatches(given: string | null): boolean {
  const expected = Buffer.from(instanceState().token);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function POST(request: Request): Promise<Response> {
  if (!tokenMatches(request.headers.get(REVALIDATE_TOKEN_HEADER))) return new Response(null, { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  const done = new Set<string>();
  for (const { path, type } of parsed.data) {
    const key = `${type}:${path}`;
    if (done.has(key)) continue;
    done.add(key);
    revalidatePath(path, type || undefined);
    // The home page's hero is kept in the data cache of each process (lib/hero.server.ts).
    if (path === '/') revalidateTag(HERO_CACHE_TAG, { expire: 0 });
  }
  return new Response(null, { status: 204 });
}
