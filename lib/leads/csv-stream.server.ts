import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSV_BOM } from '@/lib/csv';
import type { Db } from '@/lib/db/kysely.server';
import { leadCsvHeader, leadCsvRow } from './csv';
import { listNotesOfLeads } from './notes.server';
import { streamLeads } from './repository.server';
import type { LeadKind } from './types';

/**
 * CSV of all leads of a kind (UTF-8 with BOM), streamed as it is read: one batch of rows
 * is read only when the download has taken the previous one, and before each batch the
 * server is left free for as long as the last one took (at most 50 ms), so an export of
 * any size keeps memory flat and takes at most half of the server's time from the site's
 * other requests (docs/decisions/026-one-lead-table.md).
 */
export function leadCsvStream(db: Db, kind: LeadKind, batchSize?: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = streamLeads(db, kind, batchSize);
  let lastBatchMs = 0;
  // Set when the download is cancelled (the browser closed it): a batch still being read
  // or waited for is then dropped instead of written to a closed stream.
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + leadCsvHeader(kind)));
      },
      async pull(controller) {
        await sleep(Math.min(50, lastBatchMs));
        if (cancelled) return;
        try {
          const started = performance.now();
          const next = await batches.next();
          if (cancelled) return;
          if (next.done) return controller.close();
          const texts = await listNotesOfLeads(
            db,
            next.value.filter((row) => row.notes > 0).map((row) => row.lead.id),
          );
          if (cancelled) return;
          controller.enqueue(
            encoder.encode(
              next.value.map(({ lead, notes }) => leadCsvRow(lead, { notes, noteTexts: texts.get(lead.id) })).join(''),
            ),
          );
          lastBatchMs = performance.now() - started;
        } catch (error) {
          if (cancelled) return;
          console.error('[admin] lead export failed:', error instanceof Error ? error.message : error);
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
