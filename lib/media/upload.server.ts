import 'server-only';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { PRIVATE_FILE_MODE } from '@/lib/private-files';
import type { FileStore } from '@/lib/storage/storage.server';
import { SNIFF_BYTES, sniffType } from './containers';
import { UPLOAD_MESSAGES, UPLOAD_REQUEST_LIMITS, type UploadAnswer } from './rules';

export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /** Prefix errors with the file's name (several files at once). */
  nameInErrors?: boolean;
  /** Looks into the whole received file; returns its type, refined, or null when it is none. */
  inspect?: (tempPath: string, sniffed: string) => Promise<string | null>;
}

export interface ReceivedFile {
  field: string;
  filename: string;
  type: string;
  size: number;
  tempPath: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  errors: string[];
  /** Files sent beyond UPLOAD_REQUEST_LIMITS.files: read past, never kept (errors names how many). */
  leftOut: number;
}

/** What keeping an upload came to: the answer, its HTTP status and how many files were kept. */
export interface UploadOutcome {
  status: 200 | 400 | 500;
  answer: UploadAnswer;
  saved: number;
}

/** An upload refused with a message (and the refusals it collected). */
export function refusedUpload(message: string, errors: string[] = [], status: 400 | 500 = 400): UploadOutcome {
  return { status, answer: { ok: false, message, errors }, saved: 0 };
}

/**
 * Streams a multipart upload to temporary files in the store's folder, checking
 * each file's type by its first bytes (and, for a rule with `inspect`, by the
 * whole received file) and its size while it arrives. A file that breaks a rule
 * is dropped at once (nothing of it is kept); memory stays flat whatever the
 * size. An upload cut off or malformed rejects, once every temporary file of
 * it is removed and its handle closed.
 */
export async function receiveUpload(
  request: Request,
  rules: Record<string, FileRule>,
  store: FileStore,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body)
    return { fields: {}, files: [], errors: [], leftOut: 0 };
  const maxBytes = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const parser = busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxBytes + 1,
      // No file limit here: files past UPLOAD_REQUEST_LIMITS.files are counted (and read past) below.
      fields: UPLOAD_REQUEST_LIMITS.fields,
      fieldSize: UPLOAD_REQUEST_LIMITS.fieldBytes,
    },
  });
  const result: ReceivedUpload = { fields: {}, files: [], errors: [], leftOut: 0 };
  let filesSeen = 0;
  const pending: Promise<void>[] = [];
  const failures: unknown[] = [];
  // Files finish writing in any order; they are kept in the order they were sent ("the first photo" is the first chosen).
  const arrival = new Map<string, number>();

  parser.on('field', (name, value) => {
    result.fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    // A cut-off request destroys the file stream with an error: it is handled where the stream is read.
    stream.on('error', () => {});
    const rule = rules[field];
    const filename = info.filename ?? '';
    if (!rule || !filename) {
      stream.resume();
      return;
    }
    if (++filesSeen > UPLOAD_REQUEST_LIMITS.files) {
      // Beyond what one request may carry: counted, so the answer can say how many were not sent.
      result.leftOut++;
      stream.resume();
      return;
    }
    const order = pending.length;
    const fail = (message: string) => result.errors.push(rule.nameInErrors ? `${filename}: ${message}` : message);
    pending.push(
      receiveFile(stream, rule, store).then(
        (received) => {
          if (received && 'refused' in received) fail(received.refused);
          else if (received) {
            arrival.set(received.tempPath, order);
            result.files.push({ field, filename, ...received });
          }
        },
        (error: unknown) => {
          // A file that cannot be written fails the whole upload (and so ends the request's reading).
          failures.push(error);
          parser.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      ),
    );
  });

  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  // The request and the parser end together: an error in either (a client that goes away, a
  // form cut short) destroys both, and the file being received with them.
  const parsed = await pipeline(source, parser).then(
    () => null,
    (error: unknown) => error ?? new Error('upload failed'),
  );
  // No file starts once the parser has finished or failed: `pending` is complete.
  await Promise.all(pending);
  result.files.sort((a, b) => (arrival.get(a.tempPath) ?? 0) - (arrival.get(b.tempPath) ?? 0));
  const failure = parsed ?? failures[0];
  if (failure) {
    await discardUpload(result);
    throw failure;
  }
  if (result.leftOut) result.errors.push(UPLOAD_MESSAGES.leftOut(result.leftOut));
  return result;
}

type FileOutcome = { type: string; size: number; tempPath: string } | { refused: string } | null;

/**
 * One file of the upload, to a temporary file: held back until its first
 * bytes tell its type, counted while it arrives. A refused file is read to its
 * end (the request goes on) but nothing more of it is written, then removed;
 * an empty one is ignored. A file cut off rejects once its handle is closed
 * and its temporary file removed.
 */
async function receiveFile(stream: Readable, rule: FileRule, store: FileStore): Promise<FileOutcome> {
  let refused: string | undefined;
  stream.on('limit', () => (refused ??= rule.sizeMessage));
  const tempPath = await store.tempPath();
  // Owner-only, as the store keeps it (adopting is a rename on the same disk).
  const out = createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE });
  let size = 0;
  let type: string | null | undefined;
  let head: Buffer[] = [];
  let headLength = 0;
  const sniff = () => {
    const bytes = Buffer.concat(head);
    head = [];
    type = sniffType(bytes);
    if (!type || !rule.types.includes(type)) refused ??= rule.typeMessage;
    return bytes;
  };
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          if (refused) continue;
          size += chunk.length;
          if (size > rule.maxBytes) refused = rule.sizeMessage;
          else if (type !== undefined) yield chunk;
          else {
            head.push(chunk);
            headLength += chunk.length;
            if (headLength < SNIFF_BYTES) continue;
            const bytes = sniff();
            if (!refused) yield bytes;
          }
        }
        if (type === undefined && !refused && size > 0) {
          const bytes = sniff();
          if (!refused) yield bytes;
        }
      },
      out,
    );
    if (!refused && type && rule.inspect) {
      type = await rule.inspect(tempPath, type);
      if (!type || !rule.types.includes(type)) refused = rule.typeMessage;
    }
    if (refused || !type || size === 0) {
      await rm(tempPath, { force: true });
      return refused ? { refused } : null;
    }
    return { type, size, tempPath };
  } catch (error) {
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** Removes the temporary files of an upload that is not kept. */
export async function discardUpload(upload: ReceivedUpload): Promise<void> {
  await Promise.all(upload.files.map((f) => rm(f.tempPath, { force: true })));
}
