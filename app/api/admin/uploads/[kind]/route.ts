import { revalidatePath } from 'next/cache';
import { dashboardHref } from '@/lib/admin/dashboard';
import { getAdminSession } from '@/lib/auth/guard';
import { insertGalleryImage } from '@/lib/data/gallery-images';
import { insertHeroImage } from '@/lib/data/hero-images';
import { insertVideo } from '@/lib/data/videos';
import { getDb } from '@/lib/db/kysely';
import { processImage, processThumbnail } from '@/lib/media/images';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES, VIDEO_TITLES, VIDEO_TYPES, storedFileName } from '@/lib/media/rules';
import { discardUpload, receiveUpload, type FileRule } from '@/lib/media/upload';
import { fileStore } from '@/lib/storage';

export const dynamic = 'force-dynamic';

const IMAGE_RULE: FileRule = { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES, typeMessage: UPLOAD_MESSAGES.imageType, sizeMessage: UPLOAD_MESSAGES.imageSize };
const RULES: Record<string, Record<string, FileRule>> = {
  hero: { file: IMAGE_RULE },
  gallery: { files: { ...IMAGE_RULE, nameInErrors: true } },
  video: {
    file: { types: VIDEO_TYPES, maxBytes: VIDEO_MAX_BYTES, typeMessage: UPLOAD_MESSAGES.videoType, sizeMessage: UPLOAD_MESSAGES.videoSize },
    thumbnail: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 2 * 1024 * 1024, typeMessage: UPLOAD_MESSAGES.imageType, sizeMessage: UPLOAD_MESSAGES.imageSize },
  },
};
const TABS = { hero: 'anasayfa', gallery: 'galeri', video: 'video' } as const;

interface UploadAnswer {
  ok: boolean;
  message: string;
  errors: string[];
}

function answer(request: Request, kind: keyof typeof TABS, body: UploadAnswer, status = 200): Response {
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  // Without JavaScript the form posted here directly: back to the tab with a notice.
  const notice = body.ok ? 'yukleme-tamam' : 'yukleme-hatasi';
  return new Response(null, { status: 303, headers: { Location: dashboardHref({ tab: TABS[kind], notice }) } });
}

/** Uploads of the admin's media tabs: hero photo, gallery photos, video (with its browser-made poster). */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!(kind in TABS)) return new Response('Bulunamadı', { status: 404 });
  const k = kind as keyof typeof TABS;
  if (!(await getAdminSession())) return Response.json({ ok: false, message: 'Oturum gerekli.', errors: [] }, { status: 401 });

  const store = fileStore();
  const upload = await receiveUpload(request, RULES[k]!, store).catch((error: unknown) => {
    console.error('[media] upload could not be read:', error instanceof Error ? error.message : error);
    return null;
  });
  if (!upload) return answer(request, k, { ok: false, message: UPLOAD_MESSAGES.generic, errors: [] }, 400);

  try {
    const db = await getDb();
    if (k === 'video') {
      const video = upload.files.find((f) => f.field === 'file');
      const title = upload.fields.title ?? '';
      if (upload.errors.length) {
        await discardUpload(upload);
        return answer(request, k, { ok: false, message: upload.errors[0]!, errors: upload.errors }, 400);
      }
      if (!video || !(VIDEO_TITLES as readonly string[]).includes(title)) {
        await discardUpload(upload);
        return answer(request, k, { ok: false, message: UPLOAD_MESSAGES.videoRequired, errors: [] }, 400);
      }
      const name = storedFileName('video', video.filename);
      await store.adopt(video.tempPath, name);
      const thumb = upload.files.find((f) => f.field === 'thumbnail');
      const thumbName = thumb ? await processThumbnail(thumb.tempPath, storedFileName('thumb', `${video.filename}.jpg`), store) : null;
      await insertVideo(db, {
        url: `/media/${name}`,
        filename: name,
        title,
        description: (upload.fields.description ?? '').trim().slice(0, 500),
        thumbnailUrl: thumbName ? `/media/${thumbName}` : '',
        thumbnailFilename: thumbName,
      });
      revalidatePath('/video-galeri');
      return answer(request, k, { ok: true, message: UPLOAD_MESSAGES.videoUploaded, errors: [] });
    }

    const images = upload.files;
    if (!images.length) {
      return answer(request, k, { ok: false, message: upload.errors[0] ?? UPLOAD_MESSAGES.imageRequired, errors: upload.errors }, 400);
    }
    let saved = 0;
    const errors = [...upload.errors];
    for (const image of k === 'hero' ? images.slice(0, 1) : images) {
      const base = storedFileName(k, image.filename);
      try {
        const processed = await processImage(image.tempPath, base, store);
        const row = { url: `/media/${processed.main}`, filename: base, width: processed.width, height: processed.height, variants: processed.variants };
        if (k === 'hero') await insertHeroImage(db, row);
        else await insertGalleryImage(db, { ...row, title: (upload.fields.title ?? '').trim().slice(0, 200) });
        saved++;
      } catch (error) {
        console.error('[media] image could not be processed:', error instanceof Error ? error.message : error);
        errors.push(k === 'gallery' ? `${image.filename}: ${UPLOAD_MESSAGES.imageType}` : UPLOAD_MESSAGES.imageType);
      }
    }
    await discardUpload({ ...upload, files: images.slice(k === 'hero' ? 1 : images.length) });
    revalidatePath('/galeri');
    if (!saved) return answer(request, k, { ok: false, message: errors[0] ?? UPLOAD_MESSAGES.generic, errors }, 400);
    const message = k === 'hero' ? UPLOAD_MESSAGES.heroUploaded : UPLOAD_MESSAGES.galleryUploaded(saved);
    return answer(request, k, { ok: errors.length === 0, message: errors.length ? `${message} ${errors.join(' ')}` : message, errors });
  } catch (error) {
    console.error('[media] upload failed:', error instanceof Error ? error.message : error);
    await discardUpload(upload);
    return answer(request, k, { ok: false, message: UPLOAD_MESSAGES.generic, errors: [] }, 500);
  }
}
