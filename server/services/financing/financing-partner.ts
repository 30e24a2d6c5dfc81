/**
 * The financing-partner adapter (SPEC §1, §3; docs/financing.md, "Server"): whoever finances an
 * advert — the native broker, the dealer's own financing, leasing or the external credit partner —
 * answers the same two questions: the loan simulation's bounds, and the settings of the entry
 * points that lead to it. Every implementation here is a sandbox (`sandbox: true`, shown as such).
 */
import type { FinancingType } from '@/lib/financing/financing-type';

/** The loan simulation's bounds (SPEC §3 FinancingLoanSimulationSettingsOutput). */
export interface LoanSimulationSettings {
  readonly minNumberOfInstallments: number;
  readonly maxNumberOfInstallments: number;
  readonly defaultNumberOfInstallments: number;
  readonly minCreditAmount: number;
  readonly maxCreditAmount: number;
  /** The nominal annual rate, in percent (SPEC §9's tax; decision 0041). */
  readonly annualRatePercent: number;
}

/** One entry point's setting (SPEC §3): shown or not, and where it leads (null: /finantare). */
export interface EntryPointSetting {
  readonly entryPoint: string;
  readonly isEnabled: boolean;
  readonly targetURL: string | null;
}

/** The advert a partner is asked about (null: a simulation without an advert). */
export interface PartnerAdvert {
  readonly id: string;
  /** LEI; null when the advert has no price in lei. */
  readonly price: number | null;
  readonly sellerId: string;
}

/** A partner that did not answer (network, its own error): the GraphQL answer is a FinancingTechnicalError. */
export class FinancingPartnerError extends Error {
  constructor(
    readonly partnerId: string,
    message: string,
  ) {
    super(message);
    this.name = 'FinancingPartnerError';
  }
}

/** One financing partner. */
export interface FinancingPartner {
  readonly id: string;
  readonly type: FinancingType;
  /** A sandbox: no money, no real lender (the UI says "sandbox"). */
  readonly sandbox: boolean;
  /** The hosts its entry points may lead to; any other target is dropped (redirect-target.ts). */
  readonly hosts: readonly string[];
  loanSimulationSettings(advert: PartnerAdvert | null): Promise<LoanSimulationSettings>;
  entryPointsSettings(advert: PartnerAdvert | null, entryPoints: readonly string[]): Promise<EntryPointSetting[]>;
}
