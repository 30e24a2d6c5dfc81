/** The benefits page as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { PACKAGE_ACTION_EVENT_DESCRIPTIONS, PACKAGE_ACTION_EVENTS } from '../package-action.fixtures';
import { packageActionProperties } from '../package-action.properties';
import { benefitsMachine } from './benefits.machine';

/** /contul-meu/benefits/{tab}. */
export const benefitsFlow = defineFlow({
  id: 'benefits',
  title: 'Beneficiile contului',
  description:
    'Pagina /contul-meu/benefits/{tab} cu filele „Prezentare” (ce dă pachetul), „Active” (beneficiile de acum, cu ' +
    'numerele lor) și „Adaugă” (servicii suplimentare, ca „Dealer recomandat”, cu prețul lunar). Abonarea cere ' +
    'confirmare; un refuz al serverului păstrează alegerea și spune de ce.',
  machine: benefitsMachine,
  properties: packageActionProperties('benefits'),
  defaultInput: undefined,
  events: [...PACKAGE_ACTION_EVENTS, { type: 'choice.pick', choice: { code: 'featured_dealer' } }],
  eventDescriptions: {
    ...PACKAGE_ACTION_EVENT_DESCRIPTIONS,
    'choice.pick': '„Adaugă” la un serviciu suplimentar.',
  },
});
