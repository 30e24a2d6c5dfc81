/** The subscriptions page /contul-meu/subscriptions/{tab}: the package and add-ons, cancel after confirmation (package-action.ts). */
import { createPackageActionMachine } from '../package-action';

/** A subscription to cancel. */
export type CancelChoice = {
  readonly id: string;
};

export const subscriptionListMachine = createPackageActionMachine(
  'subscriptionList',
  'Abonamentele contului (pachet și servicii suplimentare): starea, perioada, reînnoirea și anularea lor.',
  // Only an ACTIVE subscription can be cancelled (a CANCELLING one already ends; an ENDED one has).
  (data, choice) => data.subscriptions.some((s) => s.id === choice['id'] && s.status === 'ACTIVE'),
);
