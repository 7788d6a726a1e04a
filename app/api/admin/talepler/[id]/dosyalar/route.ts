import { leadHref } from '@/lib/admin/paths';
import { loginHref } from '@/lib/admin/return-to';
import { staffAccess } from '@/lib/auth/guard.server';
import { ROUTE_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { crossOriginRefused, isSameOriginRequest } from '@/lib/http/same-origin';
import { staffFilePath, leadFileStore, noticeCode, receiveLeadFile } from '@/lib/lead-files/index.server';
import { VIDEO_MAX_BYTES, type LeadFileAnswer } from '@/lib/lead-files';
import { getLead } from '@/lib/leads/index.server';
import { isAssignedWork } from '@/lib/team/index.server';

// POST /api/admin/talepler/{id}/dosyalar: staff add a photo or video to a lead from its page
// (e.g. the surveyor during the home visit; docs/decisions/039). The customer's uploader, rules,
// quotas and rooms; uploaded_by is the staff member's e-mail. Office roles for any lead, saha
// staff for the leads assigned to them (lib/auth/permissions.ts). JSON for the uploader; a form
// without JavaScript is sent back to the lead page with a notice (?dosya=…#lead-files).

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

/** A refusal before the file is read: the body is dropped first, so the browser, still sending, sees the answer. */
async function refuse(request: Request, status: number, message: string, location: string | null): Promise<Response> {
  await drain(request);
  if (wantsJson(request) || !location)
    return Response.json({ ok: false, message } satisfies LeadFileAnswer, { status, headers: NO_STORE });
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}

/** Reads and drops the body (at most one file's worth: the uploader sends one file per request). */
async function drain(request: Request): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    while (read <= VIDEO_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A client that went away: nothing to answer.
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  // Checked first, like server actions: a page elsewhere must not use a staff member's cookie.
  if (!isSameOriginRequest(request.headers, env().SITE_URL)) return crossOriginRefused();
  const { id } = await params;
  const list = (new URL(request.url).searchParams.get('liste') ?? '').slice(0, 500);
  const page = (extra: Record<string, string> = {}) =>
    leadHref('quote', id, { ...(list ? { liste: list } : {}), ...extra });
  const { session, allowed, assignedOnly } = await staffAccess(
    ROUTE_NEEDS['app/api/admin/talepler/[id]/dosyalar/route.ts'],
  );
  if (!session)
    return refuse(request, 401, 'Oturumunuz kapanmış; yeniden giriş yapıp tekrar deneyin.', loginHref(page()));
  if (!allowed) return refuse(request, 403, 'Bu talebe dosya ekleme yetkiniz yok.', null);
  const db = await getDb();
  const lead = await getLead(db, 'quote', id);
  // A lead that is not there, is in the trash, or (saha) is not theirs: the same 404.
  if (!lead || lead.deletedAt || (assignedOnly && !(await isAssignedWork(db, session.userId, id))))
    return refuse(request, 404, 'Talep bulunamadı.', null);
  const { status, answer } = await receiveLeadFile(request, {
    db,
    store: leadFileStore(),
    leadId: id,
    uploadedBy: session.email,
    fileUrl: staffFilePath,
  });
  if (wantsJson(request)) return Response.json(answer, { status, headers: NO_STORE });
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `${page({ dosya: noticeCode(answer.message) })}#lead-files` },
  });
}
