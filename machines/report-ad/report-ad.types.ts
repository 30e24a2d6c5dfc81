/** Context, events and input of the report form (SPEC §2.6 report ad, §5). */
import type { ReportOutcome } from '@/lib/ads/report-api';
import type { ReportDraft, ReportProblems } from '@/lib/ads/report-rules';

/** The advert reported. */
export interface ReportAdInput {
  readonly advertId: string;
}

export interface ReportAdContext {
  readonly advertId: string;
  /** The reasons the server offered; null until loaded. */
  readonly reasons: readonly string[] | null;
  readonly draft: ReportDraft;
  /** Problems shown under the fields (after a send was tried, or the server's refusal). */
  readonly problems: ReportProblems;
  /** A refusal about the advert itself (no longer active, too many reports), shown above the form. */
  readonly refusal: string | null;
  /** Whether a confirmation link was mailed (the success message says so). */
  readonly confirmationSent: boolean;
}

export type ReportAdEvent =
  | { type: 'report.open' }
  | { type: 'report.close' }
  | { type: 'reasons.retry' }
  /** A field typed or chosen. */
  | { type: 'field.change'; field: keyof ReportDraft; value: string }
  /** 'Send report' (also the retry after a failure). */
  | { type: 'report.submit' };

export type { ReportOutcome };
