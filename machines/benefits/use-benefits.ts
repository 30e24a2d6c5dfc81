/** useBenefits(): the benefits page with the real calls; besides the shared view, the package, the benefits and the add-ons. */
import { useMemo } from 'react';
import type { AddOnView, PackageBenefit, PackageOffer } from '@/lib/graphql/generated/operations';
import {
  usePackageAction,
  type PackageActionActors,
  type PackageActionView,
} from '../package-action/use-package-action';
import { benefitsMachine, type AddOnChoice } from './benefits.machine';

/** What the benefits page shows and can ask for. */
export interface BenefitsView extends PackageActionView<AddOnChoice> {
  /** The account's package (its benefits are the overview); null without one. */
  readonly currentPackage: PackageOffer | null;
  readonly activeBenefits: readonly PackageBenefit[];
  readonly addOns: readonly AddOnView[];
  /** The add-on the choice names. */
  readonly chosen: AddOnView | null;
}

const submit = async (choice: AddOnChoice) => (await import('@/lib/payments/packages-api')).subscribeAddOn(choice.code);

export function useBenefits(actors: Partial<PackageActionActors<AddOnChoice>> = {}): BenefitsView {
  const view = usePackageAction(benefitsMachine, submit, actors);
  return useMemo(() => {
    const addOns = view.data?.addOns ?? [];
    return {
      ...view,
      currentPackage: view.data?.packages.find((p) => p.current) ?? null,
      activeBenefits: view.data?.activeBenefits ?? [],
      addOns,
      chosen: addOns.find((a) => a.code === view.choice?.code) ?? null,
    };
  }, [view]);
}
