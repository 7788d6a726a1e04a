import { setImmediate as nextTurn } from 'node:timers/promises';
import { getAdminSession } from '@/lib/auth/guard.server';
import { CSV_BOM } from '@/lib/csv';
import { getDb } from '@/lib/db/kysely.server';
import { leadCsvFileName, leadCsvHeader, leadCsvRow } from '@/lib/leads/csv';
import { leadKindOfTab } from '@/lib/leads/kinds';
import { streamLeads } from '@/lib/leads/repository.server';

export const dynamic = 'force-dynamic';

/**
 * CSV of all contact messages or quote requests (UTF-8 with BOM), streamed as it is read:
 * one batch of rows is read only when the download has taken the previous one, and each
 * batch waits a turn of the event loop first, so an export of any size keeps memory flat
 * and never holds up the site's other requests (docs/decisions/026-one-lead-table.md).
 */
export async function GET(request: Request) {
  if (!(await getAdminSession()))
    return new Response('Oturum gerekli.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const kind = leadKindOfTab(new URL(request.url).searchParams.get('tur'));
  if (!kind) return new Response('Bilinmeyen liste.', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const db = await getDb();
  const encoder = new TextEncoder();
  const batches = streamLeads(db, kind);
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + leadCsvHeader(kind)));
      },
      async pull(controller) {
        await nextTurn();
        try {
          const next = await batches.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map(({ lead, notes }) => leadCsvRow(lead, { notes })).join('')));
        } catch (error) {
          console.error('[admin] lead export failed:', error instanceof Error ? error.message : error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadCsvFileName(kind)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
