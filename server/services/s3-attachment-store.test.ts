/**
 * The S3-compatible attachment store against a real S3 server in this process (s3rver; see
 * testing/s3-test-server.ts for what it checks), and the ATTACHMENT_STORE settings that choose it.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { attachmentStoreOf, diskAttachmentStore } from './message-files';
import { objectUrl, s3AttachmentStore } from './s3-attachment-store';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const newKey = () => `messages/${randomUUID()}`;
const SECRETS = { NEXTAUTH_SECRET: 'x'.repeat(32), MAILBOX_SECRET: 'y'.repeat(32) };

describe('s3AttachmentStore', () => {
  it('puts, gets and removes an object under the storage key, with its content type', async () => {
    const store = s3AttachmentStore(s3.settings);
    const key = newKey();
    await store.put(key, PDF, 'application/pdf');
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(PDF))).toBe(true);
    const raw = await new AwsClient({ ...s3.settings, service: 's3' }).fetch(objectUrl(s3.settings, key).toString());
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    await raw.body?.cancel();
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a missing object and removes one quietly', async () => {
    const store = s3AttachmentStore(s3.settings);
    expect(await store.get(newKey())).toBeNull();
    await expect(store.remove(newKey())).resolves.toBeUndefined();
  });

  it('fails, without the credentials in the message, when the server refuses the access key', async () => {
    const store = s3AttachmentStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY', secretAccessKey: 'very-secret' });
    const put = store.put(newKey(), PDF, 'application/pdf');
    await expect(put).rejects.toThrow(/^S3 PUT messages\/[0-9a-f-]{36} answered 403 InvalidAccessKeyId$/);
    await expect(store.get(newKey())).rejects.toThrow(/403 InvalidAccessKeyId/);
  });

  it('fails for a missing bucket instead of calling the file missing', async () => {
    const store = s3AttachmentStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(store.get(newKey())).rejects.toThrow(/404 NoSuchBucket/);
    await expect(store.put(newKey(), PDF, 'application/pdf')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('fails at once when nothing answers, and touches no key but an attachment’s', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const store = s3AttachmentStore({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
    await expect(store.get(newKey())).rejects.toThrow(/^S3 GET messages\/\S+ failed: .*ECONNREFUSED/);
    await expect(s3AttachmentStore(s3.settings).get('messages/../../etc/passwd')).rejects.toThrow(
      'not an attachment key',
    );
  });

  it('addresses the object path-style or on the bucket’s host name', () => {
    const key = 'messages/0b0f5a4e-2c59-4a53-9d1a-1d3b0f3f7c10';
    const settings = { endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'volan', forcePathStyle: false };
    expect(objectUrl(settings, key).toString()).toBe(`https://volan.s3.eu-central-1.amazonaws.com/${key}`);
    expect(objectUrl({ ...settings, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true }, key).toString()).toBe(
      `http://127.0.0.1:9000/volan/${key}`,
    );
  });
});

describe('ATTACHMENT_STORE', () => {
  it('keeps the local disk by default', () => {
    const env = parseEnv({ ...SECRETS, S3_BUCKET: 'ignored' });
    expect(env.ATTACHMENT_STORE).toBe('local');
    expect(env.S3).toBeNull();
  });

  it('names every missing S3 variable at start when s3 is chosen', () => {
    expect(() => parseEnv({ ...SECRETS, ATTACHMENT_STORE: 's3', S3_BUCKET: 'volan' })).toThrow(
      [
        'Invalid environment:',
        '  S3_ENDPOINT: required when ATTACHMENT_STORE=s3',
        '  S3_ACCESS_KEY_ID: required when ATTACHMENT_STORE=s3',
        '  S3_SECRET_ACCESS_KEY: required when ATTACHMENT_STORE=s3',
      ].join('\n'),
    );
    expect(() => parseEnv({ ...SECRETS, ...s3.env, S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT: an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('builds the configured store', async () => {
    const env = parseEnv({ ...SECRETS, ...s3.env });
    expect(env.S3).toEqual(s3.settings);
    const key = newKey();
    await attachmentStoreOf(env).put(key, PDF, 'application/pdf');
    expect(await s3AttachmentStore(s3.settings).get(key)).not.toBeNull();
    expect(await diskAttachmentStore(env.UPLOAD_DIR).get(key)).toBeNull();
  });
});
