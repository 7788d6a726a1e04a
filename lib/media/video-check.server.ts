import 'server-only';
import { open, type FileHandle } from 'node:fs/promises';
import { mp4MovieInfo, mp4TrackHandlers, sniffType, type MovieInfo } from './containers';

/** How far into a WebM or Ogg file its track list is looked for. */
const HEAD_BYTES = 256 * 1024;
/** A movie box larger than this is not read; real ones are a few hundred kilobytes. */
const MOOV_MAX_BYTES = 8 * 1024 * 1024;

export async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The `moov` box of an MP4 file, wherever it sits among the top-level boxes
 * (before or after the media data), or null when there is none.
 */
export async function readMoov(file: FileHandle, fileSize: number): Promise<Uint8Array | 'too-large' | null> {
  let at = 0;
  while (at + 8 <= fileSize) {
    const header = await readAt(file, at, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) size = fileSize - at;
    if (size < headerSize || at + size > fileSize) return null;
    if (type === 'moov') {
      if (size - headerSize > MOOV_MAX_BYTES) return 'too-large';
      return readAt(file, at + headerSize, size - headerSize);
    }
    at += size;
  }
  return null;
}

/**
 * What a received video file holds, looked at past its first bytes: an MP4's
 * tracks (an audio-only MP4 with a generic brand is audio, a file with no
 * movie box is no video), a WebM's or Ogg's track list further in. Returns the
 * refined type, or null when the file is no video we can read.
 */
export async function videoContent(tempPath: string, sniffed: string): Promise<string | null> {
  if (sniffed !== 'video/mp4' && sniffed !== 'video/webm' && sniffed !== 'video/ogg') return sniffed;
  const file = await open(tempPath, 'r');
  try {
    if (sniffed !== 'video/mp4') return sniffType(await readAt(file, 0, HEAD_BYTES));
    const moov = await readMoov(file, (await file.stat()).size);
    if (moov === 'too-large') return sniffed;
    if (!moov) return null;
    const handlers = mp4TrackHandlers(moov);
    if (handlers.includes('vide')) return 'video/mp4';
    return handlers.includes('soun') ? 'audio/mp4' : null;
  } finally {
    await file.close();
  }
}

/** The movie's facts, read from its `moov` box wherever it sits; null when it has none. */
export async function readMovieInfo(tempPath: string): Promise<MovieInfo | null> {
  const file = await open(tempPath, 'r');
  try {
    const moov = await readMoov(file, (await file.stat()).size);
    return moov && moov !== 'too-large' ? mp4MovieInfo(moov) : null;
  } finally {
    await file.close();
  }
}
