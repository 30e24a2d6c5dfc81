/**
 * Dealer-financing eligibility of an advert for an entry point (SPEC §5, §8): every condition must
 * hold; a missing piece is a warning, a failed settings call an error, and either means "not
 * eligible". The caller reports what comes back; this function never logs.
 */
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import type { FinancingAdvertInfo, FinancingReport } from './financing.types';

/** One advert's dealer-financing entry points (SPEC §3, DealerFinancingEntrypointSettingsOutput). */
interface DealerFinancingAdvertSettings {
  readonly advertId: string;
  readonly partnerId?: string | null;
  readonly entrypoints: readonly {
    readonly entryPoint: string;
    readonly isEnabled: boolean;
    readonly targetURL?: string | null;
  }[];
}

/** The settings call's answer as the rule reads it: the output, a technical error, or something else. */
export type DealerFinancingSettingsAnswer =
  | {
      readonly __typename: 'DealerFinancingEntrypointSettingsOutput';
      readonly adverts?: readonly DealerFinancingAdvertSettings[] | null;
    }
  | { readonly __typename: 'FinancingTechnicalError'; readonly message: string }
  | { readonly __typename: string };

/** SPEC §8's warning when a piece the rule needs is missing. */
export const DEALER_FINANCING_MISSING =
  'Advert user package benefits or ID or dealer financing settings is missing, cannot determine dealer financing eligibility.';
/** SPEC §8's prefix of a failed settings call. */
export const DEALER_FINANCING_FETCH_ERROR = '[fetch dealer financing entry point settings] Error:';

/** What eligibility reads. */
export interface DealerEligibilityInputs {
  /** The dealerFinancingBatchEnablement feature flag. */
  readonly batchEnablement: boolean;
  readonly advert: FinancingAdvertInfo | null | undefined;
  /** The settings answer; null when none came. */
  readonly settings: DealerFinancingSettingsAnswer | null | undefined;
  readonly entryPoint: string;
}

/** Eligible or not, and what to report. */
export interface DealerEligibility {
  readonly eligible: boolean;
  readonly report: FinancingReport | null;
}

const NOT_ELIGIBLE: DealerEligibility = { eligible: false, report: null };
const missing: DealerEligibility = { eligible: false, report: { level: 'warning', message: DEALER_FINANCING_MISSING } };

function isOutput(
  settings: DealerFinancingSettingsAnswer,
): settings is Extract<DealerFinancingSettingsAnswer, { __typename: 'DealerFinancingEntrypointSettingsOutput' }> {
  return settings.__typename === 'DealerFinancingEntrypointSettingsOutput';
}

function isTechnicalError(
  settings: DealerFinancingSettingsAnswer,
): settings is Extract<DealerFinancingSettingsAnswer, { __typename: 'FinancingTechnicalError' }> {
  return settings.__typename === 'FinancingTechnicalError' && 'message' in settings;
}

/** The report of a settings call that threw (network, server): logged, not eligible. */
export function dealerSettingsFailure(error: unknown): DealerEligibility {
  const detail = error instanceof Error ? error.message : String(error);
  return { eligible: false, report: { level: 'error', message: `${DEALER_FINANCING_FETCH_ERROR} ${detail}` } };
}

/**
 * Whether a seller's package allows dealer financing (SPEC §5): it carries the dealer-financing
 * benefit and is one of the packages that require it. No package, or a piece missing: no.
 */
export function dealerPackageEligible(
  userPackage: FinancingAdvertInfo['userPackage'],
  config: FinancingConfig = FINANCING_CONFIG,
): boolean {
  const { id, benefits } = userPackage ?? {};
  if (!id || !benefits) return false;
  return benefits.includes(config.dealerFinancingBenefit) && config.dealerFinancingPackageIds.includes(id);
}

/** Whether the advert gets dealer financing at this entry point (SPEC §5, in its order). */
export function dealerFinancingEligibility(
  { batchEnablement, advert, settings, entryPoint }: DealerEligibilityInputs,
  config: FinancingConfig = FINANCING_CONFIG,
): DealerEligibility {
  if (!batchEnablement) return NOT_ELIGIBLE;
  if (!advert?.userPackage) return NOT_ELIGIBLE;
  if (settings && isTechnicalError(settings)) return dealerSettingsFailure(new Error(settings.message));
  if (settings && !isOutput(settings)) return NOT_ELIGIBLE;
  const { benefits, id: packageId } = advert.userPackage;
  if (!benefits || !packageId || !settings || !isOutput(settings) || !settings.adverts) return missing;
  if (!benefits.includes(config.dealerFinancingBenefit)) return NOT_ELIGIBLE;
  if (!config.dealerFinancingPackageIds.includes(packageId)) return NOT_ELIGIBLE;
  const enabled = settings.adverts
    .find((entry) => entry.advertId === advert.id)
    ?.entrypoints.some((entry) => entry.entryPoint === entryPoint && entry.isEnabled);
  return enabled ? { eligible: true, report: null } : NOT_ELIGIBLE;
}
