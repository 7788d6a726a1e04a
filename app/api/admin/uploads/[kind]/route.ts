import { dashboardHref, type TabId } from '@/lib/admin/dashboard';
import { loginHref } from '@/lib/admin/return-to';
import { uploadReport } from '@/lib/admin/upload-report';
import { staffAccess } from '@/lib/auth/guard.server';
import { ROUTE_NEEDS } from '@/lib/auth/permissions';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import {
  imageUploadRules,
  saveImageUpload,
  discardUpload,
  receiveUpload,
  refusedUpload,
  type FileRule,
  type ReceivedUpload,
  type UploadOutcome,
  saveVideoUpload,
  VIDEO_UPLOAD_RULES,
} from '@/lib/media/index.server';
import {
  IMAGE_MAX_BYTES,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
  isUploadKind,
  type UploadAnswer,
  type UploadKind,
} from '@/lib/media';
import { env } from '@/lib/env';
import { crossOriginRefused, isSameOriginRequest } from '@/lib/http/same-origin';
import { fileStore, type FileStore } from '@/lib/storage/storage.server';

export const dynamic = 'force-dynamic';

/**
 * Per kind: the rules the request is read with, what keeps the upload, the
 * dashboard tab a form without JavaScript returns to, and the public page
 * that shows the new files (a hero photo shows only once it is activated).
 */
const UPLOADS: Record<
  UploadKind,
  {
    rules: Record<string, FileRule>;
    save(upload: ReceivedUpload, ctx: { db: Db; store: FileStore }): Promise<UploadOutcome>;
    tab: TabId;
    page: string | null;
  }
> = {
  hero: {
    rules: imageUploadRules('hero'),
    save: (upload, ctx) => saveImageUpload('hero', upload, ctx),
    tab: 'anasayfa',
    page: null,
  },
  gallery: {
    rules: imageUploadRules('gallery'),
    save: (upload, ctx) => saveImageUpload('gallery', upload, ctx),
    tab: 'galeri',
    page: '/galeri',
  },
  video: { rules: VIDEO_UPLOAD_RULES, save: saveVideoUpload, tab: 'video', page: '/video-galeri' },
};

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

/**
 * JSON for the upload form's request; without JavaScript the form posted here
 * directly: back to the tab, with what became of the upload in the address
 * (counts and the codes of known refusals only).
 */
function answer(request: Request, tab: TabId, { answer: body, status, saved }: UploadOutcome, leftOut = 0): Response {
  if (wantsJson(request)) {
    return Response.json({ ...body, saved } satisfies UploadAnswer, {
      status,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const errors = body.errors.length || body.ok ? body.errors : [body.message];
  const upload = uploadReport(saved, errors, leftOut);
  return new Response(null, { status: 303, headers: { Location: dashboardHref({ tab, upload }) } });
}

/** The most of an upload sent without a session that is read (and dropped) before answering. */
const UNSIGNED_DRAIN_BYTES = VIDEO_MAX_BYTES + IMAGE_MAX_BYTES;

/**
 * An upload sent after the session ended (it expired while the form was open).
 * The form's request gets a 401 with the way to sign in again in another tab,
 * keeping the chosen files in this one; a form without JavaScript is sent to
 * the sign-in page, which leads back to the tab with a notice that the upload
 * was not saved. The body is read (up to a limit) and dropped first, so the
 * browser, still sending, gets to see the answer.
 */
async function sessionEnded(request: Request, tab: TabId): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  await drain(request, UNSIGNED_DRAIN_BYTES);
  if (wantsJson(request)) {
    const signIn = loginHref(dashboardHref({ tab }));
    const body = { ok: false, message: UPLOAD_MESSAGES.sessionExpired, errors: [], signIn } satisfies UploadAnswer;
    return Response.json(body, { status: 401, headers });
  }
  const location = loginHref(dashboardHref({ tab, notice: 'yukleme-kaydedilmedi' }));
  return new Response(null, { status: 303, headers: { ...headers, Location: location } });
}

async function drain(request: Request, limit: number): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A client that went away: nothing to answer.
  }
}

/** Uploads of the admin's media tabs: hero photo, gallery photos, video (with its browser-made poster). */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  // Checked first, like server actions: a page elsewhere must not use the administrator's cookie.
  if (!isSameOriginRequest(request.headers, env().SITE_URL)) return crossOriginRefused();
  const { kind } = await params;
  if (!isUploadKind(kind)) return new Response('Bulunamadı', { status: 404 });
  const { session, allowed } = await staffAccess(ROUTE_NEEDS['app/api/admin/uploads/[kind]/route.ts']);
  if (!session) return sessionEnded(request, UPLOADS[kind].tab);
  if (!allowed)
    return new Response('Bu işlem için yetkiniz yok.', { status: 403, headers: { 'Cache-Control': 'no-store' } });

  const { rules, save, tab, page } = UPLOADS[kind];
  const store = fileStore();
  const upload = await receiveUpload(request, rules, store).catch((error: unknown) => {
    console.error('[media] upload could not be read:', error instanceof Error ? error.message : error);
    return null;
  });
  if (!upload) return answer(request, tab, refusedUpload(UPLOAD_MESSAGES.generic));

  try {
    const outcome = await save(upload, { db: await getDb(), store });
    if (outcome.saved && page) await revalidateEverywhere(page);
    return answer(request, tab, outcome, upload.leftOut);
  } catch (error) {
    console.error('[media] upload failed:', error instanceof Error ? error.message : error);
    await discardUpload(upload);
    return answer(request, tab, refusedUpload(UPLOAD_MESSAGES.generic, [], 500));
  }
}
