import { setTimeout as sleep } from 'node:timers/promises';
import { getAdminSession } from '@/lib/auth/guard.server';
import { CSV_BOM } from '@/lib/csv';
import { getDb } from '@/lib/db/kysely.server';
import { leadCsvFileName, leadCsvHeader, leadCsvRow } from '@/lib/leads/csv';
import { leadKindOfTab } from '@/lib/leads/kinds';
import { streamLeads } from '@/lib/leads/repository.server';

export const dynamic = 'force-dynamic';

/**
 * CSV of all contact messages or quote requests (UTF-8 with BOM), streamed as it is read:
 * one batch of rows is read only when the download has taken the previous one, and before
 * each batch the server is left free for as long as the last one took (at most 50 ms), so
 * an export of any size keeps memory flat and takes at most half of the server's time from
 * the site's other requests (docs/decisions/026-one-lead-table.md).
 */
export async function GET(request: Request) {
  if (!(await getAdminSession()))
    return new Response('Oturum gerekli.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const kind = leadKindOfTab(new URL(request.url).searchParams.get('tur'));
  if (!kind) return new Response('Bilinmeyen liste.', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const db = await getDb();
  const encoder = new TextEncoder();
  const batches = streamLeads(db, kind);
  let lastBatchMs = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + leadCsvHeader(kind)));
      },
      async pull(controller) {
        await sleep(Math.min(50, lastBatchMs));
        try {
          const started = performance.now();
          const next = await batches.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map(({ lead, notes }) => leadCsvRow(lead, { notes })).join('')));
          lastBatchMs = performance.now() - started;
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
