/** The seller contact form's rules (SPEC §5): fields, and attachments judged by content. */
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentCountProblem,
  attachmentProblem,
  contactProblems,
  messageProblem,
  sanitiseFileName,
  sniffAttachmentType,
} from './contact-rules';

const ok = { subject: 'AVAILABLE', message: 'Mai este disponibilă?', phone: '', name: '', email: '' };
const head = (...bytes: number[]) => new Uint8Array(bytes);
const JPG = head(0xff, 0xd8, 0xff, 0xe0);

describe('contact rules', () => {
  it('accepts a signed-in draft and asks an anonymous one for a name and a valid e-mail', () => {
    expect(contactProblems(ok, false)).toEqual({});
    expect(contactProblems(ok, true)).toEqual({
      name: 'advert:contact.validation.required',
      email: 'advert:contact.validation.required',
    });
    expect(contactProblems({ ...ok, name: 'Ion', email: 'ion@pop' }, true)).toEqual({
      email: 'advert:contact.validation.email',
    });
  });

  it('checks the subject, the message length (as a person counts) and a digits-only phone', () => {
    expect(contactProblems({ ...ok, subject: 'SPAM', phone: '07 22' }, false)).toEqual({
      subject: 'advert:contact.validation.subject',
      phone: 'advert:contact.validation.phone',
    });
    expect(messageProblem('   ')).toBe('advert:contact.validation.required');
    expect(messageProblem('🚗🚗🚗🚗🚗🚗🚗🚗🚗')).toBe('advert:contact.validation.tooShort');
    expect(messageProblem('🚗'.repeat(10))).toBeUndefined();
    expect(messageProblem('a'.repeat(2000))).toBeUndefined();
    expect(messageProblem('a'.repeat(2001))).toBe('advert:contact.validation.tooLong');
  });

  it('knows JPG, PNG and PDF by their first bytes only', () => {
    expect(sniffAttachmentType(JPG)).toBe('image/jpeg');
    expect(sniffAttachmentType(head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffAttachmentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffAttachmentType(head(0x4d, 0x5a, 0x90, 0))).toBeNull();
    expect(sniffAttachmentType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });

  it('refuses empty, too large and unknown files, and a sixth one', () => {
    expect(attachmentProblem({ size: ATTACHMENT_MAX_BYTES, head: JPG })).toBeUndefined();
    expect(attachmentProblem({ size: ATTACHMENT_MAX_BYTES + 1, head: JPG })).toBe(
      'advert:contact.validation.fileTooLarge',
    );
    expect(attachmentProblem({ size: 0, head: JPG })).toBe('advert:contact.validation.fileEmpty');
    expect(attachmentProblem({ size: 10, head: head(1, 2, 3) })).toBe('advert:contact.validation.fileType');
    expect(attachmentCountProblem(4, 1)).toBeUndefined();
    expect(attachmentCountProblem(5, 1)).toBe('advert:contact.validation.tooManyFiles');
  });

  it('keeps only a safe name with the extension of the real type', () => {
    expect(sanitiseFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\poze\\mașina "roșie".exe', 'image/jpeg')).toBe('mașina roșie.jpg');
    expect(sanitiseFileName('...', 'image/png')).toBe('fisier.png');
    expect(sanitiseFileName('a\u0000b\u202e.pdf', 'application/pdf')).toBe('ab.pdf');
  });
});
