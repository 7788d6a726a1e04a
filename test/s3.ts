// An S3-compatible server for tests: s3rver (the S3 REST API on the local disk,
// pure JavaScript) on a free loopback port, in a temporary folder, with the
// bucket created. Used by the storage contract test, the media and backup
// tests, and the end-to-end tests (import `startTestS3`, or run this file:
// `node --import tsx test/s3.ts` prints the settings as JSON and
// serves until it is stopped). The server answers from the process that started
// it: a test that runs a tool against it must not wait with spawnSync/execSync.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/lib/env';

/** The fixed credentials s3rver checks request signatures against. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects. */
  directory: string;
  /** The settings of a store on this server (as `s3Settings` makes them). */
  settings: S3Settings;
  /** The environment of an app or command-line tool that keeps its media here. */
  env: Record<string, string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

export async function startTestS3({ bucket = 'media' }: { bucket?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hn-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = { endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...CREDENTIALS };
  return {
    endpoint,
    bucket,
    directory,
    settings,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close().catch(() => {});
      await rm(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const s3 = await startTestS3({ bucket: process.argv[2] });
  console.log(JSON.stringify(s3.env));
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
