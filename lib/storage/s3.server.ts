import 'server-only';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '@/lib/env';
import { MEDIA_CACHE_CONTROL, mediaContentType } from './content-types';
import type { FileStore, StoredFile } from './storage.server';
import { byName, checked, STORED_NAME } from './names';

/**
 * Parts of a multipart upload: S3's smallest part, two sent at a time, so a
 * stored upload holds about 10 MB of memory whatever the size of its file.
 * Files up to one part go in a single request.
 */
export const PART_SIZE = 5 * 1024 * 1024;
export const PARTS_AT_ONCE = 2;

type Sdk = typeof ClientS3;

let sdkModule: Promise<Sdk> | undefined;
/** The SDK is loaded on first use: a site on the local disk never loads it. */
const loadSdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

/** A client for the bucket's server with the site's timeouts; the SDK is loaded on first call. */
export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the
    // newer default (trailing CRC checksums); the upload is sized and signed either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

/** Whether an SDK error says the object (or bucket) is not there. */
export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Uploaded files as objects of an S3-compatible bucket (AWS S3, Cloudflare R2,
 * MinIO), one object per stored name at the bucket's top level. Objects carry
 * their Content-Type and the immutable Cache-Control, so a CDN or a public
 * bucket serves them as /media does. Files are streamed both ways: reading
 * asks the bucket for the range only, writing a stream is a multipart upload
 * of 5 MB parts. Temporary upload files stay on the local disk (`temp`).
 */
export function s3FileStore(
  settings: S3Settings,
  temp: Pick<FileStore, 'tempPath' | 'sweepTemp'>,
  /**
   * A store kept apart (the leads' private files): every key under `prefix` (with a "/", which
   * no media name has, so the media store never lists or serves them) and the objects' cache header.
   */
  { prefix = '', cacheControl = MEDIA_CACHE_CONTROL }: { prefix?: string; cacheControl?: string } = {},
): FileStore {
  let client: Promise<S3Client> | undefined;
  const connect = async () => {
    client ??= createS3Client(settings);
    return { sdk: await loadSdk(), client: await client };
  };
  const Bucket = settings.bucket;
  const objectHeaders = (name: string) => ({
    ContentType: mediaContentType(name) ?? 'application/octet-stream',
    CacheControl: cacheControl,
  });
  const key = (name: string) => prefix + checked(name);

  const upload = async (name: string, body: Readable) => {
    const [{ client: c }, { Upload }] = await Promise.all([connect(), import('@aws-sdk/lib-storage')]);
    await new Upload({
      client: c,
      params: { Bucket, Key: key(name), Body: body, ...objectHeaders(name) },
      partSize: PART_SIZE,
      queueSize: PARTS_AT_ONCE,
      // A failed multipart upload is aborted, so no stray parts are billed.
      leavePartsOnError: false,
    }).done();
  };

  return {
    async adopt(tempPath, name) {
      await upload(name, createReadStream(tempPath));
      await rm(tempPath, { force: true });
    },
    async write(name, data) {
      if (Buffer.isBuffer(data)) {
        const { sdk, client: c } = await connect();
        await c.send(new sdk.PutObjectCommand({ Bucket, Key: key(name), Body: data, ...objectHeaders(name) }));
      } else {
        await upload(name, data);
      }
    },
    async read(name, range) {
      const { sdk, client: c } = await connect();
      const result = await c.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: key(name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // On Node.js the body is the response stream itself: nothing is buffered.
      return result.Body as Readable;
    },
    async size(name) {
      if (!STORED_NAME.test(name)) return null;
      const { sdk, client: c } = await connect();
      try {
        const head = await c.send(new sdk.HeadObjectCommand({ Bucket, Key: prefix + name }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      const { sdk, client: c } = await connect();
      await c.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async list() {
      const { sdk, client: c } = await connect();
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await c.send(
          new sdk.ListObjectsV2Command({ Bucket, ContinuationToken, ...(prefix ? { Prefix: prefix } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          if (name && STORED_NAME.test(name)) files.push({ name, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort(byName);
    },
    ...temp,
  };
}
