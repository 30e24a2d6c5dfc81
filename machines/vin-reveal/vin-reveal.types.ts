/** Context, events and input of the VIN reveal (SPEC §2.6 ad details; docs/vin-and-history-report.md). */
import type { HistoryReportLink, VinChallenge, VinOutcome, VinSolution } from '@/lib/ads/vin-api';

/** The advert whose VIN is revealed. */
export interface VinRevealInput {
  readonly advertId: string;
}

export interface VinRevealContext {
  readonly advertId: string;
  /** The dialog is open (a revealed VIN stays on the page after it closes). */
  readonly open: boolean;
  readonly challenge: VinChallenge | null;
  readonly solution: VinSolution | null;
  /** Only once the server gave it. */
  readonly vin: string | null;
  readonly report: HistoryReportLink | null;
  /** i18n key of the last failure (errors:vin.* or advert:vin.failed). */
  readonly error: string | null;
}

export type VinRevealEvent =
  /** 'Afișează VIN' or 'Raport istoric vehicul'. */
  | { type: 'vin.reveal' }
  /** The dialog closes (×, 'Renunță', Escape): the work in progress stops. */
  | { type: 'vin.close' }
  /** 'Încearcă din nou' after a failure: a new challenge. */
  | { type: 'vin.retry' };

export type { HistoryReportLink, VinChallenge, VinOutcome, VinSolution };
