/**
 * The phone reveal as the /flows explorer, the model tests and the coverage check know it (listed
 * in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { PHONE_REVEAL_EVENTS, PHONE_REVEAL_INPUT } from './phone-reveal.fixtures';
import { phoneRevealMachine } from './phone-reveal.machine';
import { PHONE_REVEAL_PROPERTIES } from './phone-reveal.properties';

/** /{category}/anunt/{id}: 'Vezi numărul' in the seller box and in the sticky bar. */
export const phoneRevealFlow = defineFlow({
  id: 'phoneReveal',
  title: 'Afișarea numărului de telefon',
  description:
    'Pe pagina unui anunț numărul vânzătorului este mascat (07** *** 123) și nu apare în pagină. „Vezi numărul”, ' +
    'în caseta vânzătorului sau în bara fixă care apare după ce prețul iese din ecran, cere numărul serverului; ' +
    'serverul înregistrează afișarea pentru statisticile vânzătorului și limitează afișările la 30 pe oră pentru un ' +
    'vizitator. Numărul apare ca link tel: în ambele locuri. O eroare de rețea oferă „Încearcă din nou”; peste limită ' +
    'apare mesajul serverului și butonul rămâne; un anunț care nu mai este activ este refuzat.',
  machine: phoneRevealMachine,
  properties: PHONE_REVEAL_PROPERTIES,
  defaultInput: PHONE_REVEAL_INPUT,
  events: PHONE_REVEAL_EVENTS,
  eventDescriptions: {
    'phone.reveal': 'Butonul „Vezi numărul” (caseta vânzătorului sau bara fixă), și „Încearcă din nou”.',
    'xstate.done.actor.reveal':
      'Serverul a răspuns: numărul, sau refuzul (prea multe afișări într-o oră, anunț inactiv).',
    'xstate.error.actor.reveal': 'Cererea a eșuat (rețea, server).',
  },
});
