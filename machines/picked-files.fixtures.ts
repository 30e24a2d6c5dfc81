/**
 * Files as the browser picks them, for the fixtures of the forms that attach files to a message
 * (the seller contact form, a conversation's reply box): a photo, a text file named like a PDF and a
 * photo just over the size limit. Their first bytes say what they really are.
 */
import { ATTACHMENT_MAX_BYTES } from '@/lib/messages/contact-rules';
import type { PickedFile } from '@/lib/messages/picked-files';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const TEXT_HEAD = [...'Salut, c'].map((c) => c.charCodeAt(0));

const picked = (name: string, head: readonly number[], size = 2048): PickedFile => ({
  file: new Blob([Uint8Array.from(head)]),
  name,
  size,
  head,
});

/** A photo of the car. */
export const PHOTO: PickedFile = picked('talon.jpg', JPEG_HEAD);
/** A text file named like a PDF: refused by its content. */
export const NOT_A_PDF: PickedFile = picked('factura.pdf', TEXT_HEAD, 40);
/** A photo just over the limit. */
export const HUGE_PHOTO: PickedFile = picked('poza-mare.jpg', JPEG_HEAD, ATTACHMENT_MAX_BYTES + 1);
