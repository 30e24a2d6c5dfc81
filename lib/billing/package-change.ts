/**
 * What a package change does (docs/billing.md "Invoices, packages and subscriptions"), as pure
 * functions the server applies (server/services/billing/subscriptions.ts) and the package page
 * shows before the dealer confirms: without a package it starts today and is invoiced now; a dearer
 * package (by monthly price) applies at once and the pro-rata difference for the days left (today
 * included) goes on the next invoice; a cheaper package or another period applies from the next
 * period; the current package again undoes a pending change.
 */
import { addDays, daysBetween } from './calendar-date';

/** The pro-rata difference of an upgrade for the days left of the period (today included), net bani. */
export function prorataBani(
  oldPriceBani: number,
  newPriceBani: number,
  periodStart: string,
  periodEnd: string,
  today: string,
): number {
  const total = daysBetween(periodStart, periodEnd) + 1;
  const left = Math.max(0, Math.min(total, daysBetween(today, periodEnd) + 1));
  const difference = Math.max(0, newPriceBani - oldPriceBani);
  return Math.floor((difference * left * 2 + total) / (2 * total));
}

/** Monthly or yearly, as the contract writes it. */
export type ChangePeriod = 'MONTHLY' | 'YEARLY';

/** A package as the change needs it: its code and net prices. */
export interface ChangePackage {
  readonly code: string;
  readonly monthlyBani: number;
  readonly yearlyBani: number;
}

/** The running package subscription as the change needs it. */
export interface ChangeCurrent {
  readonly code: string;
  readonly period: ChangePeriod;
  /** What this period costs, net (the price it was renewed or upgraded at). */
  readonly priceBani: number;
  readonly monthlyBani: number;
  readonly currentPeriodStart: string;
  readonly currentPeriodEnd: string;
  /** A cancellation or a change for the next period is pending. */
  readonly pending: boolean;
}

/** What confirming a package change will do. */
export type ChangeTerms =
  /** No package yet: starts today, the first period invoiced now (net). */
  | { readonly kind: 'start'; readonly from: string; readonly netBani: number }
  /** A dearer package: at once; the difference (net) on the invoice issued after `nextInvoiceOn`. */
  | {
      readonly kind: 'upgrade';
      readonly from: string;
      readonly prorataNetBani: number;
      readonly daysLeft: number;
      readonly nextInvoiceOn: string;
      /** The period changes too: from the next period on (null: the same period). */
      readonly periodFrom: string | null;
    }
  /** A cheaper package or another period: from the next period, at its price (net). */
  | { readonly kind: 'nextPeriod'; readonly from: string; readonly netBani: number }
  /** The current package and period again: undoes a pending change or cancellation. */
  | { readonly kind: 'keep' }
  /** The current package and period with nothing pending: refused (samePackage). */
  | { readonly kind: 'same' };

/** The price of one period of a package, net bani. */
export function periodBani(pkg: Pick<ChangePackage, 'monthlyBani' | 'yearlyBani'>, period: ChangePeriod): number {
  return period === 'MONTHLY' ? pkg.monthlyBani : pkg.yearlyBani;
}

/** What choosing `target` for `period` does today, given the running package (null: none). */
export function changeTerms(
  current: ChangeCurrent | null,
  target: ChangePackage,
  period: ChangePeriod,
  today: string,
): ChangeTerms {
  if (!current) return { kind: 'start', from: today, netBani: periodBani(target, period) };
  if (current.code === target.code && current.period === period)
    return current.pending ? { kind: 'keep' } : { kind: 'same' };
  const nextPeriodStart = addDays(current.currentPeriodEnd, 1);
  if (target.monthlyBani > current.monthlyBani) {
    return {
      kind: 'upgrade',
      from: today,
      prorataNetBani: prorataBani(
        current.priceBani,
        periodBani(target, current.period),
        current.currentPeriodStart,
        current.currentPeriodEnd,
        today,
      ),
      daysLeft: Math.max(0, daysBetween(today, current.currentPeriodEnd) + 1),
      nextInvoiceOn: nextPeriodStart,
      periodFrom: period === current.period ? null : nextPeriodStart,
    };
  }
  return { kind: 'nextPeriod', from: nextPeriodStart, netBani: periodBani(target, period) };
}
