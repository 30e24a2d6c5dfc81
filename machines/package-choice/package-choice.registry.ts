/** The package page as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { PACKAGE_ACTION_EVENT_DESCRIPTIONS, PACKAGE_ACTION_EVENTS } from '../package-action.fixtures';
import { packageActionProperties } from '../package-action.properties';
import { packageChoiceMachine } from './package-choice.machine';

/** /contul-meu/new-packaging. */
export const packageChoiceFlow = defineFlow({
  id: 'packageChoice',
  title: 'Pachetul tău',
  description:
    'Pagina /contul-meu/new-packaging: pachetul și perioada de acum, pachetele de ales (preț lunar și anual cu ' +
    'TVA, beneficii). Alegerea unui pachet deschide un dialog care spune de când se aplică și cât costă: un ' +
    'pachet mai scump imediat, cu diferența pro rata pe factura următoare; unul mai ieftin sau altă perioadă de ' +
    'la perioada următoare. Un refuz al serverului păstrează alegerea și spune de ce.',
  machine: packageChoiceMachine,
  properties: packageActionProperties('packageChoice'),
  defaultInput: undefined,
  events: [
    ...PACKAGE_ACTION_EVENTS,
    { type: 'choice.pick', choice: { packageId: '2', period: 'MONTHLY' } },
    { type: 'choice.pick', choice: { packageId: '3', period: 'YEARLY' } },
  ],
  eventDescriptions: {
    ...PACKAGE_ACTION_EVENT_DESCRIPTIONS,
    'choice.pick': '„Alege” la un pachet (lunar sau anual).',
  },
});
