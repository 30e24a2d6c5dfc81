/**
 * An advert's state changes as the /flows explorer, the model tests and the coverage check know
 * them (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { ADVERT_STATE_EVENTS, ADVERT_STATE_INPUT, ADVERT_STATE_SCENARIOS } from './advert-state.fixtures';
import { advertStateMachine } from './advert-state.machine';
import { ADVERT_STATE_PROPERTIES } from './advert-state.properties';

/** A row of /contul-meu/{active,waiting,archive,moderated,draft}. */
export const advertStateFlow = defineFlow({
  id: 'advertState',
  title: 'Starea unui anunț',
  description:
    'Stările unui anunț (activ, în așteptare, arhivat, moderat, ciornă) și schimbările pe care vânzătorul le face din ' +
    'listele lui. Un anunț activ se dezactivează (după confirmare) și iese din căutări; unul arhivat se reactivează: ' +
    'înapoi activ dacă a fost adăugat acum mai puțin de 30 de zile, altfel în așteptare, unde verificările îl mai ' +
    'văd o dată. O ciornă se șterge după confirmare. Serverul refuză o schimbare pe care starea nu o mai permite ' +
    '(de pildă, anunțul a fost schimbat în alt tab): rândul spune de ce și rămâne cum era.',
  machine: advertStateMachine,
  properties: ADVERT_STATE_PROPERTIES,
  defaultInput: ADVERT_STATE_INPUT,
  events: ADVERT_STATE_EVENTS,
  scenarios: ADVERT_STATE_SCENARIOS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'advertState.starting',
      reason:
        'Stare de trecere: alege la pornire starea listei în care este afișat anunțul (always); niciun drum nu se oprește în ea, toate trec prin ea.',
    },
  ],
  eventDescriptions: {
    'advert.deactivate': 'Butonul „Dezactivează” al unui anunț activ.',
    'advert.reactivate': 'Butonul „Reactivează” al unui anunț arhivat.',
    'advert.deleteDraft': 'Butonul „Șterge” al unei ciorne.',
    'confirm.accept': 'Confirmarea din fereastră („Dezactivează” sau „Șterge ciorna”).',
    'confirm.cancel': '„Renunță” sau Escape în fereastra de confirmare.',
    'xstate.done.actor.deactivate': 'Serverul a răspuns la dezactivare: făcut, sau refuzat cu motivul.',
    'xstate.error.actor.deactivate': 'Dezactivarea a eșuat (rețea, server).',
    'xstate.done.actor.reactivate': 'Serverul a răspuns la reactivare: activ, în așteptare, sau refuzat.',
    'xstate.error.actor.reactivate': 'Reactivarea a eșuat (rețea, server).',
    'xstate.done.actor.deleteDraft': 'Serverul a răspuns la ștergere: ștearsă, sau refuzată.',
    'xstate.error.actor.deleteDraft': 'Ștergerea a eșuat (rețea, server).',
  },
});
