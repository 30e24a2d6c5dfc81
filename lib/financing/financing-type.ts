/** The financing type decision of SPEC §4, in its order. */
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';

/** Who finances (SPEC §3, reading b). */
export type FinancingType = 'DEALER_FINANCING' | 'LEASE' | 'EXTERNAL_PARTNER' | 'NATIVE_BROKER';

/** What the decision reads (SPEC §3, financing type selection inputs). */
export interface FinancingTypeInputs {
  /**
   * Whether the entry point may offer the dealer's own financing at all; the header and the footer
   * always pass false (use `siteWideFinancingType`).
   */
  readonly dealerFinancingPartner: boolean;
  /** The advert is eligible for dealer financing (lib/financing/dealer-eligibility.ts). */
  readonly dealerFinancingEnabled: boolean;
  /** The advert's seller; null where there is no advert. */
  readonly sellerId: string | null;
  /** The externalPartner feature flag's value (a partner's name, or ''). */
  readonly externalPartner: string;
}

/**
 * 1. dealer financing enabled (at an entry point that may offer it) → DEALER_FINANCING;
 * 2. the seller is on the configured leasing list → LEASE;
 * 3. the externalPartner flag names the configured external partner → EXTERNAL_PARTNER;
 * 4. otherwise NATIVE_BROKER.
 */
export function decideFinancingType(
  inputs: FinancingTypeInputs,
  config: FinancingConfig = FINANCING_CONFIG,
): FinancingType {
  if (inputs.dealerFinancingPartner && inputs.dealerFinancingEnabled) return 'DEALER_FINANCING';
  if (inputs.sellerId !== null && config.leasingSellerIds.includes(inputs.sellerId)) return 'LEASE';
  if (config.externalPartnerName !== '' && inputs.externalPartner === config.externalPartnerName)
    return 'EXTERNAL_PARTNER';
  return 'NATIVE_BROKER';
}

/** The header's and the footer's type: no advert, dealerFinancingPartner false (SPEC §4). */
export function siteWideFinancingType(
  externalPartner: string,
  config: FinancingConfig = FINANCING_CONFIG,
): FinancingType {
  return decideFinancingType(
    { dealerFinancingPartner: false, dealerFinancingEnabled: false, sellerId: null, externalPartner },
    config,
  );
}
