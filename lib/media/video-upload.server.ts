import 'server-only';
import { insertVideo } from '@/lib/data/videos.server';
import type { Db } from '@/lib/db/kysely.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { ImageTooLargeError, processThumbnail, removeVariants } from './images.server';
import {
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_TYPES,
  UPLOAD_MESSAGES,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_MAX_BYTES,
  VIDEO_TITLES,
  VIDEO_TYPES,
  storedFileName,
} from './rules';
import { discardUpload, refusedUpload, type FileRule, type ReceivedUpload, type UploadOutcome } from './upload.server';
import { isH264 } from './containers';
import { readMovieInfo, videoContent } from './video-check.server';

/** The video itself and the poster the browser captured from it. */
/**
 * A QuickTime movie (an iPhone's .mov) is the MP4 box structure under another brand: one whose
 * video is H.264, which every browser plays, is kept as an MP4; an HEVC one is refused (the
 * public gallery must play everywhere). Other containers go to the usual content check.
 */
async function galleryVideoContent(tempPath: string, sniffed: string): Promise<string | null> {
  if (sniffed !== 'video/quicktime') return videoContent(tempPath, sniffed);
  const info = await readMovieInfo(tempPath);
  return info?.handlers.includes('vide') && info.videoCodecs.some(isH264) ? 'video/mp4' : null;
}

export const VIDEO_UPLOAD_RULES: Record<'file' | 'thumbnail', FileRule> = {
  file: {
    types: [...VIDEO_TYPES, 'video/quicktime'],
    maxBytes: VIDEO_MAX_BYTES,
    typeMessage: UPLOAD_MESSAGES.videoType,
    sizeMessage: UPLOAD_MESSAGES.videoSize,
    // The first bytes name the container; its tracks tell an audio-only file from a video.
    inspect: galleryVideoContent,
  },
  thumbnail: {
    types: THUMBNAIL_TYPES,
    maxBytes: THUMBNAIL_MAX_BYTES,
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
  },
};

const isVideoTitle = (title: string) => VIDEO_TITLES.some((t) => t === title);

/** The poster is named after its video: thumb_{timestamp}_{name}.{extension}.jpg. */
export const posterName = (videoName: string) => `${videoName.replace(/^video_/, 'thumb_')}.jpg`;

/**
 * Keeps a received video upload: the video as it came, its poster re-encoded
 * as a JPEG next to it, and its row. Any refused file, a missing video or a
 * title outside the list refuses the whole upload and keeps nothing. The
 * stored name's extension is the one of the type the content was recognised as.
 */
export async function saveVideoUpload(
  upload: ReceivedUpload,
  { db, store }: { db: Db; store: FileStore },
): Promise<UploadOutcome> {
  const video = upload.files.find((f) => f.field === 'file');
  const title = upload.fields.title ?? '';
  if (upload.errors.length) {
    await discardUpload(upload);
    return refusedUpload(upload.errors[0]!, upload.errors);
  }
  if (!video || !isVideoTitle(title)) {
    await discardUpload(upload);
    return refusedUpload(UPLOAD_MESSAGES.videoRequired);
  }
  const name = storedFileName('video', video.filename, video.type);
  const thumb = upload.files.find((f) => f.field === 'thumbnail');
  let thumbName: string | null = null;
  if (thumb) {
    // The poster first: when it is refused, the video is not kept either.
    try {
      thumbName = await processThumbnail(thumb.tempPath, posterName(name), store);
    } catch (error) {
      await discardUpload(upload);
      if (error instanceof ImageTooLargeError) return refusedUpload(UPLOAD_MESSAGES.imagePixels);
      console.error('[media] poster could not be processed:', error instanceof Error ? error.message : error);
      return refusedUpload(UPLOAD_MESSAGES.imageType);
    }
  }
  try {
    await store.adopt(video.tempPath, name);
    await insertVideo(db, {
      url: `/media/${name}`,
      filename: name,
      title,
      description: (upload.fields.description ?? '').trim().slice(0, VIDEO_DESCRIPTION_MAX_LENGTH),
      thumbnailUrl: thumbName ? `/media/${thumbName}` : '',
      thumbnailFilename: thumbName,
    });
  } catch (error) {
    await removeVariants(store, [], [name, ...(thumbName ? [thumbName] : [])]);
    throw error;
  }
  return { status: 200, answer: { ok: true, message: UPLOAD_MESSAGES.videoUploaded, errors: [] }, saved: 1 };
}
