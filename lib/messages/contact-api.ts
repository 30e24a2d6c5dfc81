/**
 * The contact form's browser call: the message with its files as one multipart request
 * (multipart-upload.ts), with upload progress. A refusal the form can show (BAD_USER_INPUT with an
 * i18n key) is an answer, not an error; anything else (network, server) rejects. Imported at the
 * first send, never with the ad page.
 */
import { Contact_SendDocument } from '@/lib/graphql/generated/operations';
import type { ContactSubject } from '@/lib/graphql/generated/schema-enums';
import type { ContactDraft } from './contact-rules';
import { uploadOperation, type OnProgress, type UploadGraphQLError } from './multipart-upload';

/** A field a refusal can name. */
export type ContactField = keyof ContactDraft | 'attachments';

/** What a message came to. */
export type ContactOutcome =
  | { readonly kind: 'sent'; readonly confirmationSent: boolean }
  /** The server refused it: the i18n key, and the field it names (null: the advert or the sender). */
  | { readonly kind: 'refused'; readonly key: string; readonly field: ContactField | null };

/** A file to attach. */
export interface ContactFile {
  readonly file: Blob;
  readonly name: string;
}

const FIELDS: readonly string[] = ['subject', 'message', 'phone', 'name', 'email', 'attachments'];

/** A BAD_USER_INPUT the form can show, or null. */
export function contactRefusalOf(
  errors: readonly UploadGraphQLError[],
): Extract<ContactOutcome, { kind: 'refused' }> | null {
  const extensions = errors[0]?.extensions ?? {};
  const key = extensions['i18nKey'];
  if (extensions['code'] !== 'BAD_USER_INPUT' || typeof key !== 'string') return null;
  const field = extensions['field'];
  return {
    kind: 'refused',
    key,
    field: typeof field === 'string' && FIELDS.includes(field) ? (field as ContactField) : null,
  };
}

const optional = (name: 'phone' | 'name' | 'email', value: string) => (value.trim() ? { [name]: value.trim() } : {});

/** Sends the message about `advertId`; `anonymous` adds the name and e-mail; `signal` aborts the upload. */
export async function sendContactMessage(
  advertId: string,
  draft: ContactDraft,
  anonymous: boolean,
  files: readonly ContactFile[],
  onProgress?: OnProgress,
  signal?: AbortSignal,
): Promise<ContactOutcome> {
  const result = await uploadOperation(
    Contact_SendDocument,
    {
      input: {
        advertId,
        subject: draft.subject as ContactSubject,
        message: draft.message,
        ...optional('phone', draft.phone),
        ...(anonymous ? { ...optional('name', draft.name), ...optional('email', draft.email) } : {}),
        ...(files.length > 0 ? { attachments: files.map(() => null as unknown as File) } : {}),
      },
    },
    files.map((f, i) => ({ path: `input.attachments.${i}`, file: f.file, name: f.name })),
    onProgress,
    signal,
  );
  if (result.errors.length > 0) {
    const refusal = contactRefusalOf(result.errors);
    if (refusal) return refusal;
    throw new Error(result.errors[0]?.message ?? 'GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'sent', confirmationSent: result.data.sendContactMessage.confirmationSent };
}
