/** useBenefits(): the benefits page with the real calls; besides the shared view, the package, the benefits and the add-ons. */
import { useMemo } from 'react';
import { withVat } from '@/lib/billing/vat';
import type { AddOnView, PackageBenefit, PackageOffer, SubscriptionView } from '@/lib/graphql/generated/operations';
import { formatBani } from '@/lib/payments/money';
import { usePackageAction, type PackageActionActors, type PackageActionView } from '../use-package-action';
import { benefitsMachine, type AddOnChoice } from './benefits.machine';

/** What the benefits page shows and can ask for. */
export interface BenefitsView extends PackageActionView<AddOnChoice> {
  /** The account's package (its benefits are the overview); null without one. */
  readonly currentPackage: PackageOffer | null;
  readonly activeBenefits: readonly PackageBenefit[];
  readonly addOns: readonly AddOnView[];
  /** The add-on the choice names. */
  readonly chosen: AddOnView | null;
  /** The chosen add-on's subscription that is being cancelled: subscribing resumes it (no new invoice). */
  readonly resumes: SubscriptionView | null;
  /** A net amount with VAT, as the site writes it. */
  readonly gross: (netBani: number) => string;
}

/** The page's server data and, for tests, the calls. */
export interface BenefitsInput {
  readonly vatRatePercent: number;
  readonly actors?: Partial<PackageActionActors<AddOnChoice>>;
}

const submit = async (choice: AddOnChoice) => (await import('@/lib/payments/packages-api')).subscribeAddOn(choice.code);

export function useBenefits({ vatRatePercent, actors }: BenefitsInput): BenefitsView {
  const view = usePackageAction(benefitsMachine, submit, actors);
  return useMemo(() => {
    const addOns = view.data?.addOns ?? [];
    const chosen = addOns.find((a) => a.code === view.choice?.code) ?? null;
    return {
      ...view,
      currentPackage: view.data?.packages.find((p) => p.current) ?? null,
      activeBenefits: view.data?.activeBenefits ?? [],
      addOns,
      chosen,
      resumes:
        view.data?.subscriptions.find((s) => s.productCode === chosen?.code && s.status === 'CANCELLING') ?? null,
      gross: (netBani: number) => formatBani(withVat(netBani, vatRatePercent)),
    };
  }, [view, vatRatePercent]);
}
