// Addresses of stored media files (served by app/media/[name]/route.ts) and
// the srcset of their responsive sizes. Browser-safe: every place that points
// at an uploaded file builds the address here.

/** Path prefix under which stored media files are served. */
export const MEDIA_PATH = '/media';

/** The address of a stored media file: "/media/{name}". */
export function mediaUrl(name: string): string {
  return `${MEDIA_PATH}/${encodeURIComponent(name)}`;
}

/** One stored size of a picture. */
export interface SizedFile {
  filename: string;
  width: number;
}

/** Sizes narrowest first. */
export function byWidth<T extends SizedFile>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => a.width - b.width);
}

/** A srcset from candidates of known width, narrowest first, or undefined when there is none. */
export function srcSetOf(candidates: readonly { url: string; width: number }[]): string | undefined {
  if (!candidates.length) return undefined;
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}

/** The srcset of a stored picture's sizes: "/media/a-640.webp 640w, /media/a-1280.webp 1280w". */
export function srcSet(files: readonly SizedFile[]): string | undefined {
  return srcSetOf(files.map((f) => ({ url: mediaUrl(f.filename), width: f.width })));
}

/** The narrowest stored size's address (thumbnails, cards), or `fallback` when there are no sizes. */
export function smallestUrl(files: readonly SizedFile[], fallback: string): string {
  const smallest = byWidth(files)[0];
  return smallest ? mediaUrl(smallest.filename) : fallback;
}
