import { staffAccess } from '@/lib/auth/guard.server';
import { ROUTE_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { leadCsvFileName, leadCsvStream } from '@/lib/leads/index.server';
import { leadKindOfTab } from '@/lib/leads';

export const dynamic = 'force-dynamic';

/** CSV of all contact messages or quote requests, streamed as it is read (lib/leads/csv-stream.server.ts). */
export async function GET(request: Request) {
  const { session, allowed } = await staffAccess(ROUTE_NEEDS['app/(admin)/admin/dashboard/export/route.ts']);
  if (!session) return new Response('Oturum gerekli.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  if (!allowed)
    return new Response('Bu işlem için yetkiniz yok.', { status: 403, headers: { 'Cache-Control': 'no-store' } });
  const kind = leadKindOfTab(new URL(request.url).searchParams.get('tur'));
  if (!kind) return new Response('Bilinmeyen liste.', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const db = await getDb();
  const stream = leadCsvStream(db, kind);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadCsvFileName(kind)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
