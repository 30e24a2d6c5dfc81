/** Context, events and input of the loan simulator (financing.machine.ts, docs/financing.md). */
import type { ApplicantDraft } from '@/lib/financing/applicant-rules';
import type { FinancingEntryPoint } from '@/lib/financing/entry-point-status';
import type { SimulationSettings } from '@/lib/financing/financing-constants';
import type { FinancingType } from '@/lib/financing/financing-type';
import type { LoanCost } from '@/lib/financing/loan-maths';
import type { SimulationDraft, SimulationProblems } from '@/lib/financing/loan-simulation';

/** One advert (or none: the header, footer and card default) at one entry point. */
export interface LoanSimulatorInput {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId: string | null;
  /** The advert price in LEI; null for a simulation without one (the listing card default). */
  readonly price: number | null;
  readonly financingType: FinancingType;
  /** The bounds and rate (lib/financing/financing-constants.ts, or the server's settings). */
  readonly settings: SimulationSettings;
  /** The starting values (lib/financing/loan-defaults.ts, credit-estimate.ts). */
  readonly draft: SimulationDraft;
}

/** What the application actor sends: the simulation and the buyer's contact details. */
export interface LoanApplication {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId: string | null;
  readonly financingType: FinancingType;
  /** LEI. */
  readonly credit: number;
  /** LEI; null without an advert price. */
  readonly downPayment: number | null;
  /** Months. */
  readonly term: number;
  readonly monthlyInstalment: number;
  readonly daePercent: number;
  readonly applicant: ApplicantDraft;
}

/** The application's answer: the lead's reference, said on the confirmation. */
export interface ApplicationReceipt {
  readonly reference: string;
}

export interface LoanSimulatorContext extends LoanSimulatorInput {
  readonly problems: SimulationProblems;
  /** The instalment, totals and DAE of the draft; null while it has a problem. */
  readonly result: LoanCost | null;
  readonly applicant: ApplicantDraft;
  /** A send was tried: the applicant's problems are shown (and follow each change). */
  readonly applicantChecked: boolean;
  readonly receipt: ApplicationReceipt | null;
  /** i18n key of a failed application. */
  readonly error: string | null;
  /** The values of `error` (a server refusal's min, max, price), null when it has none. */
  readonly errorValues: Readonly<Record<string, string>> | null;
}

/**
 * A refusal the application actor may reject with (the server's BAD_USER_INPUT: its i18n key and
 * values); any other rejection is shown as `financing:errors.applicationFailed`.
 */
export interface ApplicationRefusal {
  readonly refusalKey: string;
  readonly values?: Readonly<Record<string, string>>;
}

export type LoanSimulatorEvent =
  /** An amount typed: the down payment or the credit (text as typed). */
  | { type: 'field.change'; field: 'downPayment' | 'credit'; value: string }
  /** A term chosen, in months. */
  | { type: 'term.change'; months: number }
  /** 'Aplică pentru finanțare' under a valid simulation. */
  | { type: 'application.start' }
  | { type: 'applicant.change'; field: keyof ApplicantDraft; value: string }
  /** 'Trimite cererea'. */
  | { type: 'application.submit' }
  /** Back to the simulation. */
  | { type: 'application.cancel' }
  /** 'Încearcă din nou' after a failed application. */
  | { type: 'application.retry' };
