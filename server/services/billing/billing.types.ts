/** The shapes of the billing services, as the GraphQL contract has them (billing.graphql). */
import type {
  AddOn,
  Benefit,
  BillingPeriod,
  BillingStatus,
  Invoice,
  InvoicePage,
  InvoiceStatus,
  Money,
  Package,
  PackageCalculatorInput,
  PackageRecommendation,
  BillingSubscription,
} from '@/server/graphql/generated/resolver-types';
import { formatBani } from '@/lib/billing/money';

export type MoneyDto = Omit<Money, '__typename'>;
export type InvoiceDto = Omit<Invoice, '__typename'>;
export type InvoicePageDto = Omit<InvoicePage, '__typename'>;
export type BillingStatusDto = Omit<BillingStatus, '__typename'>;
export type BenefitDto = Omit<Benefit, '__typename'>;
export type PackageDto = Omit<Package, '__typename'>;
export type SubscriptionDto = Omit<BillingSubscription, '__typename'>;
export type AddOnDto = Omit<AddOn, '__typename'>;
export type PackageRecommendationDto = Omit<PackageRecommendation, '__typename'>;
export type { BillingPeriod, InvoiceStatus, PackageCalculatorInput };

/** An amount of bani as the contract's Money. */
export function money(bani: number): MoneyDto {
  return { bani, formatted: formatBani(bani) };
}
