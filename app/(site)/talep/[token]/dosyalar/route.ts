import { crossOriginRefused } from '@/lib/http/same-origin';
import {
  customerFilePath,
  fileNotFound,
  leadFileStore,
  noticeCode,
  receiveLeadFile,
} from '@/lib/lead-files/index.server';
import { openCustomerPageRequest, customerPagePath } from '@/lib/leads/index.server';
import { damageReportTakesFiles, moveHappened, moveOfLead } from '@/lib/reviews/index.server';

// POST /talep/{token}/dosyalar: one survey photo or video of the lead the link opens
// (docs/decisions/039). The uploader sends each file on its own (JSON answer); a form without
// JavaScript posts here and is sent back to the page with a notice code (?dosya=…#fotograflar).

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // The body is the upload itself, streamed by receiveLeadFile: the link is opened without reading it.
  const opened = await openCustomerPageRequest(request, token, {
    formHash: '#fotograflar',
    refusals: (refusal) =>
      refusal === 'cross-site'
        ? crossOriginRefused()
        : refusal === 'limited'
          ? new Response('Çok fazla deneme', { status: 429 })
          : fileNotFound(),
  });
  if ('response' in opened) return opened.response;
  const { db, lead } = opened.post;
  const { status, answer } = await receiveLeadFile(request, {
    db,
    store: leadFileStore(),
    leadId: lead.id,
    uploadedBy: 'customer',
    // A damage report's photos (issue 29): only to one of this lead's reports still open.
    damageReportAllowed: (reportId) => damageReportTakesFiles(db, lead.id, reportId),
    // The pre-move record closes with the move (docs/decisions/039).
    surveyOpen: async () => !moveHappened(await moveOfLead(db, lead.id)),
    fileUrl: (id) => customerFilePath(token, id),
  });
  if ((request.headers.get('accept') ?? '').includes('application/json'))
    return Response.json(answer, { status, headers: { 'Cache-Control': 'no-store' } });
  const back = `${customerPagePath(token)}?dosya=${noticeCode(answer.message)}#fotograflar`;
  return new Response(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } });
}
