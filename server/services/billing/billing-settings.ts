/**
 * The settings of billing (docs/billing.md "Configuration"), read from the environment once per
 * call site; services take them as an argument so tests pass their own.
 */
import { getEnv, type Env } from '@/server/env';
import type { StageSettings } from '@/lib/billing/billing-stage';

/** Business days a bank transfer may take to be confirmed (SPEC §9 daysCheckPayment). */
export const PAYMENT_CONFIRMATION_BUSINESS_DAYS = 2;

/** Volan as the seller of its invoices. */
export interface BillingCompany {
  name: string;
  taxId: string;
  registry: string;
  address: string;
  iban: string;
  bank: string;
}

export interface BillingSettings extends StageSettings {
  vatRatePercent: number;
  /** Calendar days from issue to due date. */
  invoicePaymentDays: number;
  /** Days a temporary unblock lasts. */
  unblockDays: number;
  company: BillingCompany;
}

type BillingEnv = Pick<
  Env,
  | 'VAT_RATE_PERCENT'
  | 'INVOICE_PAYMENT_DAYS'
  | 'BLOCK_AFTER_DAYS'
  | 'UNBLOCK_DAYS'
  | 'BILLING_COMPANY_NAME'
  | 'BILLING_COMPANY_TAX_ID'
  | 'BILLING_COMPANY_REGISTRY'
  | 'BILLING_COMPANY_ADDRESS'
  | 'BILLING_COMPANY_IBAN'
  | 'BILLING_COMPANY_BANK'
>;

/** The settings of the environment. */
export function billingSettings(env: BillingEnv = getEnv()): BillingSettings {
  return {
    vatRatePercent: env.VAT_RATE_PERCENT,
    invoicePaymentDays: env.INVOICE_PAYMENT_DAYS,
    blockAfterDays: env.BLOCK_AFTER_DAYS,
    unblockDays: env.UNBLOCK_DAYS,
    confirmationBusinessDays: PAYMENT_CONFIRMATION_BUSINESS_DAYS,
    company: {
      name: env.BILLING_COMPANY_NAME,
      taxId: env.BILLING_COMPANY_TAX_ID,
      registry: env.BILLING_COMPANY_REGISTRY,
      address: env.BILLING_COMPANY_ADDRESS,
      iban: env.BILLING_COMPANY_IBAN,
      bank: env.BILLING_COMPANY_BANK,
    },
  };
}

/** The defaults of docs/billing.md (tests). */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  vatRatePercent: 21,
  invoicePaymentDays: 14,
  blockAfterDays: 10,
  unblockDays: 3,
  confirmationBusinessDays: PAYMENT_CONFIRMATION_BUSINESS_DAYS,
  company: {
    name: 'Volan Marketplace SRL',
    taxId: 'RO 41234567',
    registry: 'J40/12345/2019',
    address: 'Str. Fabrica de Glucoză 11, 020331 București',
    iban: 'RO49 AAAA 1B31 0075 9384 0000',
    bank: 'Banca demo (sandbox)',
  },
};
