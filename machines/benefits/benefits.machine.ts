/** The benefits page /contul-meu/benefits/{tab}: what the package gives, and add-ons to subscribe (package-action.ts). */
import { createPackageActionMachine } from '../package-action';

/** An add-on to subscribe. */
export type AddOnChoice = {
  readonly code: string;
};

export const benefitsMachine = createPackageActionMachine(
  'benefits',
  'Beneficiile contului: ce dă pachetul, beneficiile active cu numerele lor și serviciile suplimentare de adăugat.',
  // An add-on offered and not active (a cancelled one that still runs can be resumed).
  (data, choice) => data.addOns.some((a) => a.code === choice['code'] && !a.active),
);
