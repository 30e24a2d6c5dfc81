/**
 * The buyer's contact details on a financing application (a financing lead for the seller or the
 * broker): a name, a Romanian phone number and an e-mail address. The server checks them again.
 */
import { emailFormatError } from '@/lib/session/auth-validation';
import type { FieldProblem } from './loan-simulation';

/** The contact details as typed. */
export interface ApplicantDraft {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

/** Problems of the contact details, by field. */
export type ApplicantProblems = Partial<Record<keyof ApplicantDraft, FieldProblem>>;

/** Longest name kept. */
export const NAME_MAX = 100;

// A Romanian number: 0 and 9 digits (mobile 07…, landline 02…/03…), or the same after +40 / 0040.
const RO_PHONE = /^(?:\+40|0040|0)[237]\d{8}$/u;

/** The number with spaces, dots, dashes and brackets removed. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s.\-()]/gu, '');
}

/** What is wrong with the contact details; {} when nothing is. */
export function applicantProblems(applicant: ApplicantDraft): ApplicantProblems {
  const problems: ApplicantProblems = {};
  const name = applicant.name.trim();
  if (name.length < 2 || name.length > NAME_MAX)
    problems.name = { key: 'financing:errors.nameRequired', values: { max: String(NAME_MAX) } };
  if (!RO_PHONE.test(normalisePhone(applicant.phone))) problems.phone = { key: 'financing:errors.phoneInvalid' };
  if (applicant.email.trim() === '' || emailFormatError(applicant.email) !== null)
    problems.email = { key: 'financing:errors.emailInvalid' };
  return problems;
}
