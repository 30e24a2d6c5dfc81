/**
 * Files chosen for a message (the seller contact form and the inbox reply): the facts the rules of
 * contact-rules.ts check, read from the browser's File, and which of them may be attached. Pure
 * apart from reading a file's first bytes; the machines get PickedFile values, never a File.
 */
import {
  attachmentCountProblem,
  attachmentProblem,
  type AttachmentType,
  SNIFF_BYTES,
  sniffAttachmentType,
} from './contact-rules';

/** A file as the browser picked it: the facts the rules check (its first bytes tell its type). */
export interface PickedFile {
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  /** The first SNIFF_BYTES bytes. */
  readonly head: readonly number[];
}

/** A file accepted for sending. */
export interface AcceptedFile {
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  readonly type: AttachmentType;
}

/** The files that may be added to `current`, and the first problem met (i18n key). */
export function acceptFiles(
  current: readonly AcceptedFile[],
  files: readonly PickedFile[],
): { added: AcceptedFile[]; problem: string | undefined } {
  const tooMany = attachmentCountProblem(current.length, files.length);
  if (tooMany) return { added: [], problem: tooMany };
  const added: AcceptedFile[] = [];
  let problem: string | undefined;
  for (const picked of files) {
    const head = Uint8Array.from(picked.head);
    const found = attachmentProblem({ size: picked.size, head });
    const type = sniffAttachmentType(head);
    if (found || !type) problem ??= found;
    else added.push({ file: picked.file, name: picked.name, size: picked.size, type });
  }
  return { added, problem };
}

/** The first bytes of a file (FileReader where Blob.arrayBuffer is missing). */
async function headOf(file: Blob): Promise<number[]> {
  const slice = file.slice(0, SNIFF_BYTES);
  const buffer =
    typeof slice.arrayBuffer === 'function'
      ? await slice.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error ?? new Error('read failed'));
          reader.readAsArrayBuffer(slice);
        });
  return [...new Uint8Array(buffer)];
}

/** The facts the rules check, read from the chosen files. */
export async function pickFiles(files: readonly File[]): Promise<PickedFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      file,
      name: file.name,
      size: file.size,
      head: await headOf(file).catch(() => []),
    })),
  );
}

/** '830 kB', '1,4 MB' (comma decimals, the same on the server and every browser); keys of the advert catalogue. */
export function fileSizeText(bytes: number, t: (key: string, options: Record<string, unknown>) => string): string {
  if (bytes < 1024 * 1024) return t('advert:contact.sizeKb', { size: String(Math.max(1, Math.ceil(bytes / 1024))) });
  const tenths = Math.round(bytes / (1024 * 102.4));
  const text = tenths % 10 === 0 ? String(tenths / 10) : `${String(Math.trunc(tenths / 10))},${String(tenths % 10)}`;
  return t('advert:contact.sizeMb', { size: text });
}
