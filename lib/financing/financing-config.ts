/**
 * The financing values SPEC §5 and §9 say exist but do not show (the external partner's two credit
 * factors and fallback credit, the leasing sellers, the dealer-financing benefit and packages, the
 * external partner's name), as one typed configuration. Every rule of lib/financing takes a
 * `FinancingConfig` argument that defaults to FINANCING_CONFIG, so a test or a deployment can give
 * other values without touching the rules. docs/financing.md explains each default.
 */

/** Configuration of the financing rules. */
export interface FinancingConfig {
  /**
   * The external credit partner's default credit is rawPrice × priceShare × conversion, rounded up
   * and capped (SPEC §5). priceShare: the part of the price financed (0.8 = 80 %).
   */
  readonly externalPartnerPriceShare: number;
  /** The second factor: the advert currency to the loan currency (1.0 = both in LEI). */
  readonly externalPartnerConversion: number;
  /** The external partner's default credit when the advert has no usable rawPrice (LEI). */
  readonly externalPartnerFallbackCredit: number;
  /** Seller ids whose adverts are financed by leasing (SPEC §4, step 2). */
  readonly leasingSellerIds: readonly string[];
  /** The value of the externalPartner feature flag that names the external loan partner (SPEC §4, step 3). */
  readonly externalPartnerName: string;
  /** The benefit a dealer's package must include for dealer financing (SPEC §5; §9's 'dealerfin'). */
  readonly dealerFinancingBenefit: string;
  /**
   * The packages dealer financing requires, by product code (SPEC §5's "a specific package id";
   * docs/decisions/0043-dealer-financing-package.md): the advert's userPackage.id must be one of them.
   */
  readonly dealerFinancingPackageIds: readonly string[];
}

/** The defaults (docs/financing.md, "Configuration"). */
export const FINANCING_CONFIG: FinancingConfig = {
  externalPartnerPriceShare: 0.8,
  externalPartnerConversion: 1,
  externalPartnerFallbackCredit: 50_000,
  leasingSellerIds: [],
  externalPartnerName: 'banca-sandbox',
  dealerFinancingBenefit: 'dealerfin',
  dealerFinancingPackageIds: ['premium', 'nelimitat'],
};
