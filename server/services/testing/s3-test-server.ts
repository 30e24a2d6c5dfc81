/**
 * A real S3-compatible server in the test process (s3rver: S3's REST API over files in a temp
 * folder) on a free port, with one bucket. It knows one key pair, S3RVER / S3RVER, and refuses any
 * other access key id; it does not check V4 signatures (its source says so), so a wrong secret
 * goes through here, where AWS, MinIO and the others refuse it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/server/env';

/** A running test server. */
export interface S3TestServer {
  /** Settings of its bucket with its credentials, path-style. */
  readonly settings: S3Settings;
  /** The variables ATTACHMENT_STORE=s3 reads, for the same bucket. */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with the bucket `bucket`. */
export async function startS3TestServer(bucket = 'volan-attachments'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'volan-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      ATTACHMENT_STORE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
