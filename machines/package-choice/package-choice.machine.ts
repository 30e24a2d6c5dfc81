/** The package page /contul-meu/new-packaging: pick a package and period, confirm, changed (package-action.machine.ts). */
import type { BillingPeriod } from '@/lib/graphql/generated/operations';
import { createPackageActionMachine } from '../package-action/package-action.machine';

/** A package and the period it is paid for. */
export type PackageChoice = {
  readonly packageId: string;
  readonly period: BillingPeriod;
};

export const packageChoiceMachine = createPackageActionMachine(
  'packageChoice',
  'Pachetul tău: pachetul și perioada de acum, pachetele de ales și schimbarea lor, după confirmare.',
);
