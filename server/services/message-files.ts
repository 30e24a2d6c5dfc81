/**
 * Message attachments (docs/messages.md): the checks every file passes before anything is written
 * (count, size, type by content — lib/messages/contact-rules.ts), and the store they are written
 * to, each under a random key (never the sender's file name). The store is chosen by
 * ATTACHMENT_STORE: the local disk under UPLOAD_DIR/messages (the default), or an S3-compatible
 * bucket (s3-attachment-store.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ATTACHMENTS_MAX,
  attachmentCountProblem,
  attachmentProblem,
  type AttachmentType,
  sanitiseFileName,
  sniffAttachmentType,
  SNIFF_BYTES,
} from '@/lib/messages/contact-rules';
import { logger } from '@/lib/logger/logger';
import { type Env, getEnv } from '@/server/env';
import { UserInputError } from './ads.types';
import { s3AttachmentStore } from './s3-attachment-store';

/** A checked file, in memory, ready to be written. */
export interface PreparedAttachment {
  readonly storageKey: string;
  readonly fileName: string;
  readonly contentType: AttachmentType;
  readonly bytes: Uint8Array;
}

/** Where attachments live. */
export interface AttachmentStore {
  /** Stores a new file; `contentType` is the type found by content (the disk does not keep it). */
  put(key: string, bytes: Uint8Array, contentType: AttachmentType): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^messages\/[0-9a-f-]{36}$/;

/** The local-disk store: `<root>/messages/<uuid>`. */
export function diskAttachmentStore(root: string): AttachmentStore {
  const fileOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error('not an attachment key');
    return path.join(path.resolve(root), ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The store `env` configures: the bucket of the S3_* variables, or the disk under UPLOAD_DIR. */
export function attachmentStoreOf(env: Pick<Env, 'S3' | 'UPLOAD_DIR'>): AttachmentStore {
  return env.S3 ? s3AttachmentStore(env.S3) : diskAttachmentStore(env.UPLOAD_DIR);
}

let configured: AttachmentStore | undefined;

/** The store the app uses (ATTACHMENT_STORE). */
export function getAttachmentStore(): AttachmentStore {
  configured ??= attachmentStoreOf(getEnv());
  return configured;
}

const refuse = (key: string, message: string) => new UserInputError(key, message, 'attachments');

/**
 * Checks the files and reads them into memory: BAD_USER_INPUT (field attachments) for more than
 * ATTACHMENTS_MAX files, an empty or too large one, or one that is not a JPG, PNG or PDF by its
 * first bytes (whatever its name or declared type says). Nothing is written here.
 */
export async function prepareAttachments(files: readonly File[] | null | undefined): Promise<PreparedAttachment[]> {
  const list = files ?? [];
  const tooMany = attachmentCountProblem(list.length);
  if (tooMany) throw refuse(tooMany, `At most ${ATTACHMENTS_MAX} attachments.`);
  const prepared: PreparedAttachment[] = [];
  for (const file of list) {
    const sizeProblem = attachmentProblem({ size: file.size, head: new Uint8Array([0xff, 0xd8, 0xff]) });
    if (sizeProblem) throw refuse(sizeProblem, 'An attachment is empty or too large.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = attachmentProblem({ size: bytes.byteLength, head: bytes.subarray(0, SNIFF_BYTES) });
    if (problem) throw refuse(problem, 'An attachment is not a JPG, PNG or PDF file.');
    const contentType = sniffAttachmentType(bytes.subarray(0, SNIFF_BYTES))!;
    prepared.push({
      storageKey: `messages/${randomUUID()}`,
      fileName: sanitiseFileName(file.name, contentType),
      contentType,
      bytes,
    });
  }
  return prepared;
}

/**
 * Runs `work` (the database transaction storing the rows) and writes the files inside it: when
 * anything fails, the files already written are removed, so nothing is stored half-way.
 */
export async function withStoredFiles<T>(
  store: AttachmentStore,
  files: readonly PreparedAttachment[],
  work: (writeFiles: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await work(async () => {
      for (const file of files) {
        await store.put(file.storageKey, file.bytes, file.contentType);
        written.push(file.storageKey);
      }
    });
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        // The original failure is what the caller answers with; a file left behind is only logged.
        store.remove(key).catch((removal: unknown) => logger.warn(removal, { what: 'attachment left behind', key })),
      ),
    );
    throw error;
  }
}
