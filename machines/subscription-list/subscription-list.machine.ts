/** The subscriptions page /contul-meu/subscriptions/{tab}: the package and add-ons, cancel after confirmation (package-action.machine.ts). */
import { createPackageActionMachine } from '../package-action/package-action.machine';

/** A subscription to cancel. */
export type CancelChoice = {
  readonly id: string;
};

export const subscriptionListMachine = createPackageActionMachine(
  'subscriptionList',
  'Abonamentele contului (pachet și servicii suplimentare): starea, perioada, reînnoirea și anularea lor.',
);
