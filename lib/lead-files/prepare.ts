// A survey photo made ready in the browser before it is sent: redrawn upright as a JPEG of at
// most PHOTO_MAX_SIDE pixels on its long side (a phone's 12 MP photo becomes a few hundred KB).
// A photo the browser cannot open (HEIC outside Safari) goes as it is: the server converts it.
// No server imports.
import { decode, encode, fitWithin, isHeif, preparedName } from '@/lib/media';
import { LEAD_FILE_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from './rules';

const JPEG_QUALITY = 0.85;

export type SurveyPhoto = { ok: true; file: File; resized: boolean } | { ok: false; error: string };

export async function prepareSurveyPhoto(file: File): Promise<SurveyPhoto> {
  let image: ImageBitmap | HTMLImageElement;
  try {
    image = await decode(file);
  } catch {
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    if (file.size > PHOTO_MAX_BYTES) return { ok: false, error: LEAD_FILE_MESSAGES.photoSize };
    // HEIC the browser cannot draw: the server decodes it. Anything else it would refuse anyway.
    return isHeif(head) || /\.hei[cf]$/i.test(file.name)
      ? { ok: true, file, resized: false }
      : { ok: false, error: LEAD_FILE_MESSAGES.type };
  }
  try {
    const sourceWidth = image instanceof HTMLImageElement ? image.naturalWidth : image.width;
    const sourceHeight = image instanceof HTMLImageElement ? image.naturalHeight : image.height;
    const { width, height } = fitWithin(sourceWidth, sourceHeight, PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { ok: true, file, resized: false };
    context.imageSmoothingQuality = 'high';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
    canvas.width = canvas.height = 0;
    if (!blob) return { ok: true, file, resized: false };
    return {
      ok: true,
      file: new File([blob], preparedName(file.name, 'image/jpeg'), { type: 'image/jpeg' }),
      resized: true,
    };
  } finally {
    if ('close' in image) image.close();
  }
}
