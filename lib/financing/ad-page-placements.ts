/**
 * The ad page's financing placements (SPEC §2.6, §4): under-price-cta, sticky-bar-cta and
 * calculator-cta. Each is lib/financing's status for the advert (flag, price, category minimum)
 * and then the partner's answer: its entry point setting must say isEnabled (else HIDDEN); a
 * FinancingTechnicalError is ERROR with a report (the page shows nothing and reports it). The
 * calculator also needs the partner's simulation settings.
 */
import { resolveAdPageEntryPoint } from './advert-entry-points';
import { ENTRY_POINT_STATUS, statusOnly, type AdPagePlacement, type EntryPointResolution } from './entry-point-status';
import type { SimulationSettings } from './financing-constants';
import type { FinancingType } from './financing-type';
import { termOptionsWithin } from './loan-defaults';
import { simulate, type SimulationDraft } from './loan-simulation';
import type { FinancingAdvertInfo } from './financing.types';
import type { FinancingFlags } from './site-entry-points';
import type { PartnerSimulationSettings } from './simulator-input';

/** The ad page placements, in the order the page draws them. */
export const AD_PAGE_PLACEMENTS: readonly AdPagePlacement[] = ['under-price-cta', 'sticky-bar-cta', 'calculator-cta'];

type TechnicalError = { readonly __typename: 'FinancingTechnicalError'; readonly message: string };

/** The advert's financing as Query.financingAdvertDetails answers it (the generated type fits it). */
export interface AdPageFinancingDetails {
  readonly advertId: string;
  readonly partner: { readonly id: string; readonly type: FinancingType; readonly sandbox: boolean };
  readonly loanSimulationSettings:
    ({ readonly __typename: 'FinancingLoanSimulationSettingsOutput' } & PartnerSimulationSettings) | TechnicalError;
  readonly entryPointsSettings:
    | {
        readonly __typename: 'FinancingEntryPointsSettingsOutput';
        readonly settings: readonly { entryPoint: string; isEnabled: boolean; targetURL: string | null }[];
      }
    | TechnicalError;
}

/** What the ad page is given of financing: the server's answer and the advert's lei price (amountLei). */
export interface AdPageFinancingData {
  readonly details: AdPageFinancingDetails;
  /** The advert's price in lei (its lei equivalent when priced in EUR): the simulation's price. */
  readonly priceLei: number;
}

/** What one placement reads. */
export interface AdPagePlacementInputs {
  readonly flags: FinancingFlags;
  readonly advert: FinancingAdvertInfo | null;
  /** null: the server has no financing for the advert (not active, or the call failed). */
  readonly details: AdPageFinancingDetails | null;
}

const error = (message: string): EntryPointResolution => ({
  status: ENTRY_POINT_STATUS.ERROR,
  financingType: null,
  report: { level: 'error', message },
});

/** One placement's status. */
export function resolveAdPagePlacement(
  placement: AdPagePlacement,
  inputs: AdPagePlacementInputs,
): EntryPointResolution {
  const { details } = inputs;
  const base = resolveAdPageEntryPoint(placement, {
    flags: inputs.flags,
    advert: inputs.advert,
    dealerFinancingEnabled: details?.partner.type === 'DEALER_FINANCING',
  });
  if (base.status !== ENTRY_POINT_STATUS.ENABLED) return base;
  if (!details) return statusOnly(ENTRY_POINT_STATUS.HIDDEN);
  const entryPoints = details.entryPointsSettings;
  if (entryPoints.__typename === 'FinancingTechnicalError')
    return error(`[financing entry points settings] Error: ${entryPoints.message}`);
  const setting = entryPoints.settings.find((s) => s.entryPoint === placement);
  if (!setting?.isEnabled) return statusOnly(ENTRY_POINT_STATUS.HIDDEN);
  if (placement === 'calculator-cta' && details.loanSimulationSettings.__typename === 'FinancingTechnicalError')
    return error(`[financing loan simulation settings] Error: ${details.loanSimulationSettings.message}`);
  return base;
}

/** Every placement's status. */
export function resolveAdPagePlacements(inputs: AdPagePlacementInputs): Record<AdPagePlacement, EntryPointResolution> {
  return {
    'under-price-cta': resolveAdPagePlacement('under-price-cta', inputs),
    'sticky-bar-cta': resolveAdPagePlacement('sticky-bar-cta', inputs),
    'calculator-cta': resolveAdPagePlacement('calculator-cta', inputs),
  };
}

/** The partner's simulation settings, or null when it answered an error. */
export function partnerSettingsOf(details: AdPageFinancingDetails | null): PartnerSimulationSettings | null {
  const settings = details?.loanSimulationSettings;
  return settings && settings.__typename === 'FinancingLoanSimulationSettingsOutput' ? settings : null;
}

/**
 * The lowest monthly instalment of a starting simulation: its credit over the longest term it
 * offers ('Rată de la …'); null when the simulation has a problem.
 */
export function lowestInstalment(input: {
  readonly settings: SimulationSettings;
  readonly draft: SimulationDraft;
  readonly price: number | null;
}): number | null {
  const terms = termOptionsWithin(input.settings.instalments);
  const longest = terms[terms.length - 1];
  if (longest === undefined) return null;
  return simulate({ ...input.draft, term: longest }, input.settings, input.price)?.monthlyInstalment ?? null;
}
