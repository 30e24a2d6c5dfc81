/** useSubscriptionList(): the subscriptions page with the real calls; besides the shared view, the running and ended ones. */
import { useMemo } from 'react';
import { addDays } from '@/lib/billing/calendar-date';
import { withVat } from '@/lib/billing/vat';
import type { SubscriptionView } from '@/lib/graphql/generated/operations';
import { formatBani } from '@/lib/payments/money';
import { usePackageAction, type PackageActionActors, type PackageActionView } from '../use-package-action';
import { subscriptionListMachine, type CancelChoice } from './subscription-list.machine';

/** What the subscriptions page shows and can ask for. */
export interface SubscriptionListView extends PackageActionView<CancelChoice> {
  /** ACTIVE and CANCELLING, as the server orders them. */
  readonly running: readonly SubscriptionView[];
  /** ENDED, newest first. */
  readonly ended: readonly SubscriptionView[];
  /** The subscription the choice names. */
  readonly chosen: SubscriptionView | null;
  /** Whether a subscription is the package (not an add-on). */
  readonly isPackage: (subscription: SubscriptionView) => boolean;
  /** The day an ACTIVE subscription renews (the day after its period); null otherwise. */
  readonly renewsOn: (subscription: SubscriptionView) => string | null;
  /** A net amount with VAT, as the site writes it. */
  readonly gross: (netBani: number) => string;
}

/** The page's server data and, for tests, the calls. */
export interface SubscriptionListInput {
  readonly vatRatePercent: number;
  readonly actors?: Partial<PackageActionActors<CancelChoice>>;
}

const submit = async (choice: CancelChoice) =>
  (await import('@/lib/payments/packages-api')).cancelSubscription(choice.id);

export function useSubscriptionList({ vatRatePercent, actors }: SubscriptionListInput): SubscriptionListView {
  const view = usePackageAction(subscriptionListMachine, submit, actors);
  return useMemo(() => {
    const all = view.data?.subscriptions ?? [];
    const packageCodes = new Set((view.data?.packages ?? []).map((p) => p.code));
    return {
      ...view,
      running: all.filter((s) => s.status !== 'ENDED'),
      ended: all.filter((s) => s.status === 'ENDED'),
      chosen: all.find((s) => s.id === view.choice?.id) ?? null,
      isPackage: (s: SubscriptionView) => packageCodes.has(s.productCode),
      renewsOn: (s: SubscriptionView) => (s.status === 'ACTIVE' ? addDays(s.currentPeriodEnd, 1) : null),
      gross: (netBani: number) => formatBani(withVat(netBani, vatRatePercent)),
    };
  }, [view, vatRatePercent]);
}
