/** useSubscriptionList(): the subscriptions page with the real calls; besides the shared view, the running and ended ones. */
import { useMemo } from 'react';
import type { SubscriptionView } from '@/lib/graphql/generated/operations';
import {
  usePackageAction,
  type PackageActionActors,
  type PackageActionView,
} from '../package-action/use-package-action';
import { subscriptionListMachine, type CancelChoice } from './subscription-list.machine';

/** What the subscriptions page shows and can ask for. */
export interface SubscriptionListView extends PackageActionView<CancelChoice> {
  /** ACTIVE and CANCELLING, as the server orders them. */
  readonly running: readonly SubscriptionView[];
  /** ENDED, newest first. */
  readonly ended: readonly SubscriptionView[];
  /** The subscription the choice names. */
  readonly chosen: SubscriptionView | null;
}

const submit = async (choice: CancelChoice) =>
  (await import('@/lib/payments/packages-api')).cancelSubscription(choice.id);

export function useSubscriptionList(actors: Partial<PackageActionActors<CancelChoice>> = {}): SubscriptionListView {
  const view = usePackageAction(subscriptionListMachine, submit, actors);
  return useMemo(() => {
    const all = view.data?.subscriptions ?? [];
    return {
      ...view,
      running: all.filter((s) => s.status !== 'ENDED'),
      ended: all.filter((s) => s.status === 'ENDED'),
      chosen: all.find((s) => s.id === view.choice?.id) ?? null,
    };
  }, [view]);
}
