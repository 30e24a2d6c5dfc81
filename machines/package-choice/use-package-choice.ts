/**
 * usePackageChoice(): the package page with the real calls; besides the shared view, the running
 * package and what confirming the choice will do (lib/billing/package-change.ts), with VAT.
 */
import { useMemo } from 'react';
import { addDays } from '@/lib/billing/calendar-date';
import { changeTerms, type ChangeTerms } from '@/lib/billing/package-change';
import { withVat } from '@/lib/billing/vat';
import type { PackageOffer, SubscriptionView } from '@/lib/graphql/generated/operations';
import { formatBani } from '@/lib/payments/money';
import { usePackageAction, type PackageActionActors, type PackageActionView } from '../use-package-action';
import { packageChoiceMachine, type PackageChoice } from './package-choice.machine';

/** What the package page shows and can ask for. */
export interface PackageChoiceView extends PackageActionView<PackageChoice> {
  readonly packages: readonly PackageOffer[];
  /** The running package subscription; null without one. */
  readonly current: SubscriptionView | null;
  /** The day the running package renews (the day after its period); null without one. */
  readonly renewsOn: string | null;
  /** The package the choice names. */
  readonly chosen: PackageOffer | null;
  /** What confirming the choice does (null without a choice). */
  readonly terms: ChangeTerms | null;
  /** A net amount with VAT, as the site writes it. */
  readonly gross: (netBani: number) => string;
}

/** The page's server data: today's Bucharest date and the VAT rate. */
export interface PackageChoiceInput {
  readonly today: string;
  readonly vatRatePercent: number;
  readonly actors?: Partial<PackageActionActors<PackageChoice>>;
}

const submit = async (choice: PackageChoice) =>
  (await import('@/lib/payments/packages-api')).changePackage(choice.packageId, choice.period);

/** The account's running package subscription. */
export function runningPackage(
  packages: readonly Pick<PackageOffer, 'code'>[],
  subscriptions: readonly SubscriptionView[],
): SubscriptionView | null {
  const codes = new Set(packages.map((p) => p.code));
  return subscriptions.find((s) => s.status !== 'ENDED' && codes.has(s.productCode)) ?? null;
}

export function usePackageChoice({ today, vatRatePercent, actors }: PackageChoiceInput): PackageChoiceView {
  const view = usePackageAction(packageChoiceMachine, submit, actors);
  return useMemo(() => {
    const packages = view.data?.packages ?? [];
    const current = runningPackage(packages, view.data?.subscriptions ?? []);
    const chosen = view.choice ? (packages.find((p) => p.id === view.choice?.packageId) ?? null) : null;
    const currentPackage = current ? packages.find((p) => p.code === current.productCode) : undefined;
    const terms =
      chosen && view.choice
        ? changeTerms(
            current
              ? {
                  code: current.productCode,
                  period: current.period,
                  priceBani: current.price.bani,
                  monthlyBani: currentPackage?.monthlyPrice.bani ?? current.price.bani,
                  currentPeriodStart: current.currentPeriodStart,
                  currentPeriodEnd: current.currentPeriodEnd,
                  pending: current.status === 'CANCELLING' || current.nextProductCode !== null,
                }
              : null,
            { code: chosen.code, monthlyBani: chosen.monthlyPrice.bani, yearlyBani: chosen.yearlyPrice.bani },
            view.choice.period,
            today,
          )
        : null;
    return {
      ...view,
      packages,
      current,
      renewsOn: current ? addDays(current.currentPeriodEnd, 1) : null,
      chosen,
      terms,
      gross: (netBani: number) => formatBani(withVat(netBani, vatRatePercent)),
    };
  }, [view, today, vatRatePercent]);
}
