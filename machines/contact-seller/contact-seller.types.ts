/** Context, events and input of the seller contact form (SPEC §2.6 seller contact form modal, §5). */
import type { ContactOutcome } from '@/lib/messages/contact-api';
import type { ContactDraft, ContactProblems } from '@/lib/messages/contact-rules';
import type { AcceptedFile, PickedFile } from '@/lib/messages/picked-files';

/** The advert written about, and whether the viewer is signed in (else a name and an e-mail are asked). */
export interface ContactSellerInput {
  readonly advertId: string;
  readonly anonymous: boolean;
}

/** A file as the browser picked it, and a file accepted for sending (lib/messages/picked-files.ts). */
export type { PickedFile };
export type ContactAttachment = AcceptedFile;

export interface ContactSellerContext {
  readonly advertId: string;
  readonly anonymous: boolean;
  readonly draft: ContactDraft;
  readonly attachments: readonly ContactAttachment[];
  /** Problems shown under the fields (after a send was tried, a file refused, or the server's refusal). */
  readonly problems: ContactProblems;
  /** A refusal about the advert or the sender (own advert, no longer active, too many), shown above the form. */
  readonly refusal: string | null;
  /** Upload progress while sending, 0..100. */
  readonly progress: number;
  /** An anonymous buyer was mailed a confirmation link. */
  readonly confirmationSent: boolean;
  /** The last upload was cancelled by the buyer (said above the form until the next send). */
  readonly cancelled: boolean;
}

export type ContactSellerEvent =
  | { type: 'contact.open' }
  | { type: 'contact.close' }
  | { type: 'field.change'; field: keyof ContactDraft; value: string }
  /** Files chosen in the file picker. */
  | { type: 'attachments.add'; files: readonly PickedFile[] }
  | { type: 'attachments.remove'; index: number }
  /** 'Trimite mesajul' (also the retry after a failure). */
  | { type: 'contact.submit' }
  /** The upload went on (sent by the send actor's progress callback). */
  | { type: 'upload.progress'; percent: number }
  /** 'Anulează' while the message uploads: the request is aborted, everything stays. */
  | { type: 'upload.cancel' }
  /** The viewer signed in or out while on the page (the name and e-mail fields follow). */
  | { type: 'viewer.change'; anonymous: boolean };

export type { ContactOutcome };
