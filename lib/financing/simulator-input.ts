/**
 * The loan simulator's starting input per financing type (docs/financing.md, "/finantare, the
 * redirect and the ad page"): the partner's bounds (or SPEC §9's when it gave none) and the draft
 * the buyer first sees — the dealer's from the price, the external partner's credit estimate, the
 * broker's and leasing's credit min(price, max) or the card's default.
 */
import type { FinancingEntryPoint } from './entry-point-status';
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import {
  DEALER_INSTALMENTS,
  EXTERNAL_PARTNER_SIMULATION,
  LISTING_CARD_SIMULATION,
  type SimulationSettings,
} from './financing-constants';
import type { FinancingReport } from './financing.types';
import type { FinancingType } from './financing-type';
import { externalPartnerCredit } from './credit-estimate';
import { dealerFinancingDefaults } from './loan-defaults';
import type { SimulationDraft } from './loan-simulation';
import { clamp } from './money';

/** The loan simulator's input (machines/financing LoanSimulatorInput has this shape; lib does not import machines). */
export interface SimulatorStartingInput {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId: string | null;
  readonly price: number | null;
  readonly financingType: FinancingType;
  readonly settings: SimulationSettings;
  readonly draft: SimulationDraft;
}

/** A partner's simulation settings as the GraphQL answer gives them. */
export interface PartnerSimulationSettings {
  readonly minNumberOfInstallments: number;
  readonly maxNumberOfInstallments: number;
  readonly defaultNumberOfInstallments: number;
  readonly minCreditAmount: number;
  readonly maxCreditAmount: number;
  readonly annualRatePercent: number;
}

/** What the starting input is built from. */
export interface SimulatorStart {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId: string | null;
  /** The advert's price in LEI; null without an advert or with a price in another currency. */
  readonly price: number | null;
  readonly financingType: FinancingType;
  /** The partner's settings; null when it gave none (then SPEC §9's bounds of the type). */
  readonly partnerSettings: PartnerSimulationSettings | null;
}

/** SPEC §9's bounds of each type, used when the partner gave none. */
function fallbackSettings(type: FinancingType): SimulationSettings {
  if (type === 'EXTERNAL_PARTNER') return EXTERNAL_PARTNER_SIMULATION;
  if (type === 'DEALER_FINANCING') return { ...EXTERNAL_PARTNER_SIMULATION, instalments: DEALER_INSTALMENTS };
  return LISTING_CARD_SIMULATION;
}

/** The partner's settings as the simulator's, the credit defaulting to the card's (within the bounds). */
export function simulationSettingsOf(
  partner: PartnerSimulationSettings | null,
  type: FinancingType,
): SimulationSettings {
  if (!partner) return fallbackSettings(type);
  const credit = { min: partner.minCreditAmount, max: partner.maxCreditAmount };
  return {
    credit: { ...credit, defaultValue: clamp(LISTING_CARD_SIMULATION.credit.defaultValue, credit) },
    instalments: {
      min: partner.minNumberOfInstallments,
      max: partner.maxNumberOfInstallments,
      defaultValue: partner.defaultNumberOfInstallments,
    },
    annualRatePercent: partner.annualRatePercent,
  };
}

/** A credit as the draft holds it, with the down payment making up the price (none without a price). */
function draftOf(price: number | null, credit: number, term: number) {
  return { downPayment: price === null ? '' : String(Math.max(0, price - credit)), credit: String(credit), term };
}

/** The simulator's input and what to report about it (the external partner's unusable price). */
export function simulatorInput(
  start: SimulatorStart,
  config: FinancingConfig = FINANCING_CONFIG,
): { input: SimulatorStartingInput; report: FinancingReport | null } {
  const { price, financingType } = start;
  const settings = simulationSettingsOf(start.partnerSettings, financingType);
  const term = settings.instalments.defaultValue;
  const base = { entryPoint: start.entryPoint, advertId: start.advertId, price, financingType, settings };
  if (financingType === 'DEALER_FINANCING' && price !== null) {
    const defaults = dealerFinancingDefaults(price);
    const downPayment = defaults.downPaymentAmount;
    const draft = { downPayment: String(downPayment), credit: String(defaults.loanCredit - downPayment), term };
    return { input: { ...base, draft }, report: null };
  }
  if (financingType === 'EXTERNAL_PARTNER') {
    const estimate = externalPartnerCredit(price ?? undefined, config, settings.credit);
    return { input: { ...base, draft: draftOf(price, estimate.credit, term) }, report: estimate.report };
  }
  const credit = price === null ? settings.credit.defaultValue : Math.min(price, settings.credit.max);
  return { input: { ...base, draft: draftOf(price, credit, term) }, report: null };
}
