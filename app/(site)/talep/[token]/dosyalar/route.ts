import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { crossOriginRefused, isCustomerPagePost } from '@/lib/http/same-origin';
import { customerFilePath } from '@/lib/lead-files/access.server';
import { fileNotFound } from '@/lib/lead-files/serve.server';
import { leadFileStore } from '@/lib/lead-files/store.server';
import { noticeCode, receiveLeadFile } from '@/lib/lead-files/upload-route.server';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import { damageReportTakesFiles, moveHappened, moveOfLead } from '@/lib/reviews/repository.server';

// POST /talep/{token}/dosyalar: one survey photo or video of the lead the link opens
// (docs/decisions/039). The uploader sends each file on its own (JSON answer); a form without
// JavaScript posts here and is sent back to the page with a notice code (?dosya=…#fotograflar).

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  if (!isCustomerPagePost(request.headers, env().SITE_URL)) return crossOriginRefused();
  const { token } = await params;
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'limited') return new Response('Çok fazla deneme', { status: 429 });
  if (opened.state !== 'open') return fileNotFound();
  const { status, answer } = await receiveLeadFile(request, {
    db,
    store: leadFileStore(),
    leadId: opened.lead.id,
    uploadedBy: 'customer',
    // A damage report's photos (issue 29): only to one of this lead's reports still open.
    damageReportAllowed: (reportId) => damageReportTakesFiles(db, opened.lead.id, reportId),
    // The pre-move record closes with the move (docs/decisions/039).
    surveyOpen: async () => !moveHappened(await moveOfLead(db, opened.lead.id)),
    fileUrl: (id) => customerFilePath(token, id),
  });
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return Response.json(answer, { status, headers: { 'Cache-Control': 'no-store' } });
  const back = `${customerPagePath(token)}?dosya=${noticeCode(answer.message)}#fotograflar`;
  return new Response(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } });
}
