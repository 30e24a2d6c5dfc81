/** The data /finantare's loader (server/page/financing.loader.ts) hands its screen. */
import type { FinancingEntryPoint } from './entry-point-status';
import type { FinancingType } from './financing-type';
import type { PartnerSimulationSettings } from './simulator-input';

/** The advert the simulation is for, as the page shows it. */
export interface FinancingPageAdvert {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  /** As the advert shows it. */
  readonly price: { readonly amount: number; readonly currency: 'LEI' | 'EUR' };
  /** The price in lei (the lei equivalent of a EUR price): the simulation's price. */
  readonly priceLei: number;
  readonly photo: { readonly url: string; readonly width: number; readonly height: number } | null;
}

export interface FinancingPageData {
  /** null: a general simulation (no advert asked, or the one asked cannot be financed). */
  readonly advert: FinancingPageAdvert | null;
  /** Why an advert asked for is not simulated: no longer active, or its partner did not answer. */
  readonly advertIssue: 'gone' | 'partnerUnavailable' | null;
  readonly entryPoint: FinancingEntryPoint;
  readonly financingType: FinancingType;
  readonly partner: { readonly id: string; readonly sandbox: boolean };
  /** The partner's bounds; null when it gave none (then SPEC §9's). */
  readonly partnerSettings: PartnerSimulationSettings | null;
}
