/** The package page /contul-meu/new-packaging: pick a package and period, confirm, changed (package-action.ts). */
import type { BillingPeriod } from '@/lib/graphql/generated/operations';
import { createPackageActionMachine } from '../package-action';
import type { PackagesAccount } from '../package-action.types';

/** A package and the period it is paid for. */
export type PackageChoice = {
  readonly packageId: string;
  readonly period: BillingPeriod;
};

/**
 * A package can be chosen for either period, but the running package and period with nothing
 * pending (the server would answer samePackage).
 */
export function canChoosePackage(data: PackagesAccount, choice: Readonly<Record<string, string>>): boolean {
  const pkg = data.packages.find((p) => p.id === choice['packageId']);
  if (!pkg || (choice['period'] !== 'MONTHLY' && choice['period'] !== 'YEARLY')) return false;
  const running = data.subscriptions.find((s) => s.status !== 'ENDED' && s.productCode === pkg.code);
  const pending = running?.status === 'CANCELLING' || running?.nextProductCode != null;
  return !running || running.period !== choice['period'] || pending;
}

export const packageChoiceMachine = createPackageActionMachine(
  'packageChoice',
  'Pachetul tău: pachetul și perioada de acum, pachetele de ales și schimbarea lor, după confirmare.',
  canChoosePackage,
);
