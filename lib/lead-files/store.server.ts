import 'server-only';
import path from 'node:path';
import { env, s3Settings } from '@/lib/env';
import { s3FileStore } from '@/lib/storage/s3.server';
import { fileStore, localFileStore, localTemp, startTempSweep, type FileStore } from '@/lib/storage/storage.server';

/** The objects' cache header in a bucket: nobody on the way keeps a private file. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The key prefix of the private files when they share the media bucket. */
export const PRIVATE_PREFIX = 'ozel/';

let store: FileStore | undefined;

/**
 * The leads' private files, kept apart from the site's media (docs/decisions/039): on the local
 * disk in DATA_DIR/lead-files (never DATA_DIR/uploads, which /media serves); with MEDIA_STORE=s3
 * in S3_PRIVATE_BUCKET, else in the media bucket under "ozel/" (a key /media never serves:
 * stored names have no "/"), tagged `private, no-store`. Temporary upload files stay on the
 * local disk, next to the files on a local store so adopting one is a rename.
 */
export function leadFileStore(): FileStore {
  if (store) return store;
  const e = env();
  const root = path.join(e.dataDir, 'lead-files');
  const s3 = s3Settings(e);
  if (s3 && e.MEDIA_PUBLIC_URL && !e.S3_PRIVATE_BUCKET)
    console.warn(
      '[lead-files] MEDIA_PUBLIC_URL is set: if it is the media bucket itself, set S3_PRIVATE_BUCKET so the survey files are not in a public bucket',
    );
  return (store = s3
    ? s3FileStore({ ...s3, bucket: e.S3_PRIVATE_BUCKET ?? s3.bucket }, localTemp(path.join(root, '.tmp')), {
        prefix: e.S3_PRIVATE_BUCKET ? '' : PRIVATE_PREFIX,
        cacheControl: PRIVATE_CACHE_CONTROL,
      })
    : localFileStore(root));
}

/**
 * The start-up sweep of temporary upload files (instrumentation.ts): the media store's
 * (DATA_DIR/uploads/.tmp) and the lead files' (DATA_DIR/lead-files/.tmp), so a customer upload
 * cut off by a crash or a kill is not left on the disk for good. Returns what stops it.
 */
export function startUploadTempSweep(): () => void {
  return startTempSweep([fileStore(), leadFileStore()]);
}
