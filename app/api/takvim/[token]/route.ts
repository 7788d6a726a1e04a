import { feedForToken } from '@/lib/calendar/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { getSite } from '@/lib/settings/index.server';

export const dynamic = 'force-dynamic';

/**
 * A staff account's private calendar feed (text/calendar). The token is the only key: calendar
 * apps fetch it without a session. Unknown or revoked: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const site = await getSite();
  const body = await feedForToken(await getDb(), token, { url: site.url, name: site.name });
  if (body === null) return new Response('Bulunamadı', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="takvim.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  });
}
