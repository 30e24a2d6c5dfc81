/** The subscriptions page as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { PACKAGE_ACTION_EVENT_DESCRIPTIONS, PACKAGE_ACTION_EVENTS } from '../package-action.fixtures';
import { packageActionProperties } from '../package-action.properties';
import { subscriptionListMachine } from './subscription-list.machine';

/** /contul-meu/subscriptions/{tab}. */
export const subscriptionListFlow = defineFlow({
  id: 'subscriptionList',
  title: 'Abonamentele contului',
  description:
    'Pagina /contul-meu/subscriptions/{tab} cu filele „Active” (pachetul și serviciile suplimentare care rulează: ' +
    'starea, perioada, următoarea reînnoire, „Anulează”) și „Istoric” (cele încheiate). Anularea cere confirmare: ' +
    'abonamentul rămâne activ până la sfârșitul perioadei și nu se mai reînnoiește.',
  machine: subscriptionListMachine,
  properties: packageActionProperties('subscriptionList'),
  defaultInput: undefined,
  events: [...PACKAGE_ACTION_EVENTS, { type: 'choice.pick', choice: { id: 'sub-premium' } }],
  eventDescriptions: {
    ...PACKAGE_ACTION_EVENT_DESCRIPTIONS,
    'choice.pick': '„Anulează” la un abonament activ.',
  },
});
