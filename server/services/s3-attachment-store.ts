/**
 * The S3-compatible attachment store (ATTACHMENT_STORE=s3; docs/messages.md, Storage): the same
 * put, get and remove as the local disk, as PUT, GET and DELETE of one object per attachment,
 * keyed by its random storage key, signed with AWS Signature V4 (aws4fetch, a few kB, instead of
 * the AWS SDK). It talks plain S3 REST, so AWS S3, MinIO, Ceph and R2 all serve it.
 *
 * A missing object is null, like a missing file on disk. Anything else S3 answers (refused
 * credentials, a missing bucket, an outage, a timeout) is an error whose message says what was
 * asked and what came back, never the credentials; the callers log it and answer as for any
 * failure (GraphQL's masked error, the download route's 503).
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '@/server/env';
import type { AttachmentStore } from './message-files';

/** How long one S3 request may take, retries included (ms). */
const TIMEOUT_MS = 10_000;

/** The object's URL: path-style `<endpoint>/<bucket>/<key>` or virtual-hosted `<bucket>.<host>/<key>`. */
export function objectUrl(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const url = new URL(settings.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  if (settings.forcePathStyle) {
    url.pathname = `${base}/${encodeURIComponent(settings.bucket)}/${encodedKey}`;
  } else {
    url.hostname = `${settings.bucket}.${url.hostname}`;
    url.pathname = `${base}/${encodedKey}`;
  }
  return url;
}

/** An attachment's storage key (as message-files.ts makes them): no other object is ever touched. */
const KEY = /^messages\/[0-9a-f-]{36}$/;

/** What S3 answered instead of success: the status and the code of its XML error body (NoSuchKey). */
interface S3Failure {
  readonly status: number;
  readonly code: string;
}

async function failureOf(response: Response): Promise<S3Failure> {
  const text = await response.text().catch(() => '');
  return { status: response.status, code: /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? '' };
}

/** A missing object (NoSuchKey, or a bare 404), as opposed to a missing bucket. */
const isMissingObject = (failure: S3Failure): boolean => failure.status === 404 && failure.code !== 'NoSuchBucket';

const errorOf = (method: string, key: string, failure: S3Failure): Error =>
  new Error(`S3 ${method} ${key} answered ${failure.status}${failure.code ? ` ${failure.code}` : ''}`);

/** The store on the bucket of `settings`. */
export function s3AttachmentStore(settings: S3Settings, options: { timeoutMs?: number } = {}): AttachmentStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 answers (10 times by default); two keep a failing store from
    // holding a request for long.
    retries: 2,
    initRetryMs: 100,
  });
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> {
    if (!KEY.test(key)) throw new Error('not an attachment key');
    try {
      return await client.fetch(objectUrl(settings, key).toString(), {
        ...init,
        method,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // No `cause`: a socket error's code (ECONNREFUSED) must not read as "the database is away".
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new Error(`S3 ${method} ${key} failed: ${reason}${typeof code === 'string' ? ` (${code})` : ''}`);
    }
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        // fetch takes bytes over an ArrayBuffer only (prepareAttachments' always are).
        body: bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          // The payload's hash is signed, so the server refuses bytes changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw errorOf('PUT', key, await failureOf(response));
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      const failure = await failureOf(response);
      if (isMissingObject(failure)) return null;
      throw errorOf('GET', key, failure);
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // S3 answers 204 whether or not the object was there; a 404 from another server means the same.
      const failure = await failureOf(response);
      if (!isMissingObject(failure)) throw errorOf('DELETE', key, failure);
    },
  };
}
