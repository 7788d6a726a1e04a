import { revalidatePath } from 'next/cache';
import { dashboardHref, type TabId } from '@/lib/admin/dashboard';
import { getAdminSession } from '@/lib/auth/guard';
import { getDb, type Db } from '@/lib/db/kysely';
import { imageUploadRules, saveImageUpload } from '@/lib/media/image-upload';
import { UPLOAD_MESSAGES, isUploadKind, type UploadAnswer, type UploadKind } from '@/lib/media/rules';
import { env } from '@/lib/env';
import { crossOriginRefused, isSameOriginRequest } from '@/lib/http/same-origin';
import {
  discardUpload,
  receiveUpload,
  refusedUpload,
  type FileRule,
  type ReceivedUpload,
  type UploadOutcome,
} from '@/lib/media/upload';
import { saveVideoUpload, VIDEO_UPLOAD_RULES } from '@/lib/media/video-upload';
import { fileStore, type FileStore } from '@/lib/storage';

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

/** JSON for the upload form's request; without JavaScript the form posted here directly: back to the tab with a notice. */
function answer(request: Request, tab: TabId, { answer: body, status, saved }: UploadOutcome): Response {
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return Response.json({ ...body, saved } satisfies UploadAnswer, {
      status,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const notice = body.ok ? 'yukleme-tamam' : 'yukleme-hatasi';
  return new Response(null, { status: 303, headers: { Location: dashboardHref({ tab, notice }) } });
}

/** Uploads of the admin's media tabs: hero photo, gallery photos, video (with its browser-made poster). */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  // Checked first, like server actions: a page elsewhere must not use the administrator's cookie.
  if (!isSameOriginRequest(request.headers, env().SITE_URL)) return crossOriginRefused();
  const { kind } = await params;
  if (!isUploadKind(kind)) return new Response('Bulunamadı', { status: 404 });
  if (!(await getAdminSession()))
    return Response.json({ ok: false, message: 'Oturum gerekli.', errors: [] } satisfies UploadAnswer, {
      status: 401,
    });

  const { rules, save, tab, page } = UPLOADS[kind];
  const store = fileStore();
  const upload = await receiveUpload(request, rules, store).catch((error: unknown) => {
    console.error('[media] upload could not be read:', error instanceof Error ? error.message : error);
    return null;
  });
  if (!upload) return answer(request, tab, refusedUpload(UPLOAD_MESSAGES.generic));

  try {
    const outcome = await save(upload, { db: await getDb(), store });
    if (outcome.saved && page) revalidatePath(page);
    return answer(request, tab, outcome);
  } catch (error) {
    console.error('[media] upload failed:', error instanceof Error ? error.message : error);
    await discardUpload(upload);
    return answer(request, tab, refusedUpload(UPLOAD_MESSAGES.generic, [], 500));
  }
}
