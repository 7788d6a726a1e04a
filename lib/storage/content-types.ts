// The types of the stored media files, by extension: what /media/{name} answers
// with, and what a bucket object is tagged with (so a CDN or a public bucket
// serves it right too).

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

/** The Content-Type of a stored file, or null for a name the site never stores. */
export function mediaContentType(name: string): string | null {
  return TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Stored names never change (a new upload gets a new name), so every copy may be kept for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
