import { getAdminSession } from '@/lib/auth/guard';
import { CSV_BOM } from '@/lib/csv';
import { MAX_PAGE_SIZE } from '@/lib/data/inbox';
import { countLeadNotes } from '@/lib/data/lead-pipeline';
import { listLeads } from '@/lib/data/leads';
import { getDb } from '@/lib/db/kysely';
import { leadCsvFileName, leadCsvHeader, leadCsvRow } from '@/lib/leads/csv';
import { leadKindOfTab } from '@/lib/leads/kinds';

export const dynamic = 'force-dynamic';

/** CSV of all contact messages or quote requests (UTF-8 with BOM), streamed page by page. */
export async function GET(request: Request) {
  if (!(await getAdminSession()))
    return new Response('Oturum gerekli.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const kind = leadKindOfTab(new URL(request.url).searchParams.get('tur')) ?? 'contact';
  const db = await getDb();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + leadCsvHeader(kind)));
      for (let page = 1; ; page++) {
        const result = await listLeads(db, kind, { page, pageSize: MAX_PAGE_SIZE });
        const notes = await countLeadNotes(
          db,
          kind,
          result.items.map((lead) => lead.id),
        );
        for (const lead of result.items)
          controller.enqueue(encoder.encode(leadCsvRow(lead, { notes: notes.get(lead.id) ?? 0 })));
        if (page >= result.pageCount) break;
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadCsvFileName(kind)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
