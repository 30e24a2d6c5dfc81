/**
 * The seller contact form and replies (SPEC §2.6, §3 Seller contact message, §5): the subjects,
 * the checks the form runs before sending — the server runs the same ones again — and the
 * attachment rules (JPG, PNG or PDF by content, at most ATTACHMENT_MAX_BYTES each, at most
 * ATTACHMENTS_MAX). Results are i18n keys of the `advert` catalogue (contact.validation.*).
 */
import { ContactSubject } from '@/lib/graphql/generated/schema-enums';
import { emailFormatError } from '@/lib/session/auth-validation';

/** What a buyer writes about (the schema's ContactSubject, in the form's order). */
export const CONTACT_SUBJECTS: readonly ContactSubject[] = Object.values(ContactSubject);

/** The message's length bounds, in characters as a person counts them. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
/** Attachments per message. */
export const ATTACHMENTS_MAX = 5;
/** The one size limit per file: the disclaimer and the error both say it. */
export const ATTACHMENT_MAX_MB = 5;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
/** The buyer's name, at most this many characters. */
export const NAME_MAX = 80;

/** i18n keys of the problems (advert catalogue). */
const KEY = {
  subject: 'advert:contact.validation.subject',
  required: 'advert:contact.validation.required',
  tooShort: 'advert:contact.validation.tooShort',
  tooLong: 'advert:contact.validation.tooLong',
  phone: 'advert:contact.validation.phone',
  email: 'advert:contact.validation.email',
  nameTooLong: 'advert:contact.validation.nameTooLong',
  tooMany: 'advert:contact.validation.tooManyFiles',
  tooLarge: 'advert:contact.validation.fileTooLarge',
  fileType: 'advert:contact.validation.fileType',
  empty: 'advert:contact.validation.fileEmpty',
} as const;

/** What the form holds (attachments apart). */
export interface ContactDraft {
  readonly subject: string;
  readonly message: string;
  readonly phone: string;
  readonly name: string;
  readonly email: string;
}

/** A problem per field, as i18n keys (absent: the field is fine). */
export type ContactProblems = Partial<Record<keyof ContactDraft | 'attachments', string>>;

/** Characters of a text as a person counts them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** The message rule alone (replies use it too). */
export function messageProblem(message: string): string | undefined {
  const length = characterCount(message.trim());
  if (length === 0) return KEY.required;
  if (length < MESSAGE_MIN) return KEY.tooShort;
  if (characterCount(message) > MESSAGE_MAX) return KEY.tooLong;
  return undefined;
}

/**
 * SPEC §5: a subject chosen, a message of MESSAGE_MIN..MESSAGE_MAX characters, a phone of digits
 * only (or none); without an account (`anonymous`) a name and a valid e-mail.
 */
export function contactProblems(draft: ContactDraft, anonymous: boolean): ContactProblems {
  const problems: ContactProblems = {};
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(draft.subject)) problems.subject = KEY.subject;
  const message = messageProblem(draft.message);
  if (message) problems.message = message;
  if (draft.phone.trim() !== '' && !/^\d{1,20}$/.test(draft.phone.trim())) problems.phone = KEY.phone;
  if (anonymous) {
    if (draft.name.trim() === '') problems.name = KEY.required;
    else if (characterCount(draft.name.trim()) > NAME_MAX) problems.name = KEY.nameTooLong;
    if (draft.email.trim() === '') problems.email = KEY.required;
    else if (emailFormatError(draft.email) !== null) problems.email = KEY.email;
  }
  return problems;
}

/** The fields in the order the form shows them (the first problem is the one reported). */
export const CONTACT_FIELDS = ['subject', 'message', 'phone', 'name', 'email'] as const;

/** A file's type as its first bytes tell it, or null when it is none of JPG, PNG, PDF. */
export type AttachmentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** The extension a stored file of a type gets. */
export const EXTENSION_OF: Readonly<Record<AttachmentType, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};

/** How many leading bytes sniffAttachmentType needs. */
export const SNIFF_BYTES = 8;

/** JPG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or PDF (%PDF-) by the first bytes; the name does not count. */
export function sniffAttachmentType(head: Uint8Array): AttachmentType | null {
  const starts = (bytes: readonly number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** What one file is checked on. */
export interface AttachmentFacts {
  readonly size: number;
  readonly head: Uint8Array;
}

/** The problem of one file (i18n key), or undefined when it may be attached. */
export function attachmentProblem(file: AttachmentFacts): string | undefined {
  if (file.size === 0) return KEY.empty;
  if (file.size > ATTACHMENT_MAX_BYTES) return KEY.tooLarge;
  if (sniffAttachmentType(file.head) === null) return KEY.fileType;
  return undefined;
}

/** The problem of adding `adding` files to `current` ones, or undefined. */
export function attachmentCountProblem(current: number, adding = 0): string | undefined {
  return current + adding > ATTACHMENTS_MAX ? KEY.tooMany : undefined;
}

/** A file name safe to show and to put in Content-Disposition: no path, no control or quote characters, at most 100 characters. */
export function sanitiseFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/u).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>:|?*;]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '');
  const stem = base.replace(/\.[^.]*$/u, '').slice(0, 90) || 'fisier';
  return `${stem}${EXTENSION_OF[type]}`;
}

/** What the confirmation link's page says. */
export type MessageConfirmation = 'confirmed' | 'alreadyConfirmed' | 'unknown';
