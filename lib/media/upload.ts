import 'server-only';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { FileStore } from '@/lib/storage';
import { sniffType } from './rules';

export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /** Prefix errors with the file's name (several files at once). */
  nameInErrors?: boolean;
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
}

/**
 * Streams a multipart upload to temporary files in the store's folder, checking
 * each file's type by its first bytes and its size while it arrives. A file
 * that breaks a rule is dropped at once (nothing of it is kept); memory stays
 * flat whatever the size.
 */
export async function receiveUpload(request: Request, rules: Record<string, FileRule>, store: FileStore): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body) return { fields: {}, files: [], errors: [] };
  const maxBytes = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { fileSize: maxBytes + 1, files: 30, fields: 30, fieldSize: 20_000 } });
  const result: ReceivedUpload = { fields: {}, files: [], errors: [] };
  const pending: Promise<void>[] = [];

  parser.on('field', (name, value) => {
    result.fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    const rule = rules[field];
    const filename = info.filename ?? '';
    if (!rule || !filename) {
      stream.resume();
      return;
    }
    const fail = (message: string) => result.errors.push(rule.nameInErrors ? `${filename}: ${message}` : message);
    pending.push(
      (async () => {
        const tempPath = await store.tempPath();
        const out = createWriteStream(tempPath);
        let size = 0;
        let type: string | null | undefined;
        let rejected = false;
        let head = Buffer.alloc(0);
        stream.on('limit', () => {
          rejected = true;
          fail(rule.sizeMessage);
        });
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (rejected) continue; // drain the rest, keep nothing
          size += chunk.length;
          if (type === undefined) {
            head = Buffer.concat([head, chunk]);
            if (head.length >= 16 || size >= 16) {
              type = sniffType(head);
              if (!type || !rule.types.includes(type)) {
                rejected = true;
                fail(rule.typeMessage);
                continue;
              }
            }
          }
          if (size > rule.maxBytes) {
            if (!rejected) fail(rule.sizeMessage);
            rejected = true;
            continue;
          }
          if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
        }
        await new Promise<void>((r) => out.end(() => r()));
        if (!rejected && type === undefined) {
          type = sniffType(head);
          if (!type || !rule.types.includes(type)) {
            rejected = true;
            fail(rule.typeMessage);
          }
        }
        if (rejected || !type || size === 0) {
          await rm(tempPath, { force: true });
          return;
        }
        result.files.push({ field, filename, type, size, tempPath });
      })(),
    );
  });

  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>).pipe(parser);
  await done;
  await Promise.all(pending);
  return result;
}

/** Removes the temporary files of an upload that is not kept. */
export async function discardUpload(upload: ReceivedUpload): Promise<void> {
  await Promise.all(upload.files.map((f) => rm(f.tempPath, { force: true })));
}
