/**
 * Reporting an advert (SPEC §2.6, §3 Report, §5): the reasons a person can choose and the checks
 * the report form runs before sending — the server runs the same ones again. Results are i18n keys
 * of the `advert` catalogue (report.*).
 */
import { ReportReason } from '@/lib/graphql/generated/schema-enums';
import { emailFormatError } from '@/lib/session/auth-validation';

/** Why an advert is reported (the schema's ReportReason, in the order the form offers them). */
export const REPORT_REASONS: readonly ReportReason[] = Object.values(ReportReason);

/** The message's maximum length, in characters (the counter counts down from it). */
export const REPORT_MESSAGE_MAX = 1000;

/** What the form holds. */
export interface ReportDraft {
  readonly reason: string;
  readonly email: string;
  readonly message: string;
}

/** A problem per field, as i18n keys (absent: the field is fine). */
export type ReportProblems = Partial<Record<keyof ReportDraft, string>>;

/** Characters of a text as a person counts them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** SPEC §5: a reason chosen, an e-mail empty or well formed, a message present and not too long. */
export function reportProblems(draft: ReportDraft, reasons: readonly string[] = REPORT_REASONS): ReportProblems {
  const problems: ReportProblems = {};
  if (!reasons.includes(draft.reason)) problems.reason = 'advert:report.validation.reason';
  if (emailFormatError(draft.email) !== null) problems.email = 'advert:report.validation.email';
  if (draft.message.trim() === '') problems.message = 'advert:report.validation.required';
  else if (characterCount(draft.message) > REPORT_MESSAGE_MAX) problems.message = 'advert:report.validation.tooLong';
  return problems;
}

/** What the confirmation link's page says: confirmed now, confirmed before, or a link that is not ours. */
export type ReportConfirmation = 'confirmed' | 'alreadyConfirmed' | 'unknown';

/** An empty form. */
export const EMPTY_REPORT: ReportDraft = { reason: '', email: '', message: '' };
