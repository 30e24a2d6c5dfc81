/**
 * The seller's price indicator note as the /flows explorer, the model tests and the coverage check
 * know it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { SELLER_PRICE_NOTE_EVENTS, SELLER_PRICE_NOTE_INPUT } from './seller-price-note.fixtures';
import { sellerPriceNoteMachine } from './seller-price-note.machine';
import { SELLER_PRICE_NOTE_PROPERTIES } from './seller-price-note.properties';

/** /{category}/anunt/{id}, the price indicator panel of an advert without a level. */
export const sellerPriceNoteFlow = defineFlow({
  id: 'sellerPriceNote',
  title: 'Indicatorul de preț: explicația pentru vânzător',
  description:
    'Pe pagina unui anunț de autoturism fără indicator de preț, pagina (aceeași pentru toți vizitatorii) nu arată nimic. ' +
    'După ce sesiunea este cunoscută și vizitatorul este vânzătorul anunțului (sau un membru al echipei lui), ' +
    'browserul cere explicația: mașină nouă, preț în lei (indicatorul este doar pentru euro), date lipsă, prea puține ' +
    'anunțuri similare sau încă necalculat (apare în cel mult 24 de ore). Oricine altcineva nu vede și nu cere nimic; ' +
    'vânzătorul nu poate modifica sau dezactiva indicatorul.',
  machine: sellerPriceNoteMachine,
  properties: SELLER_PRICE_NOTE_PROPERTIES,
  defaultInput: SELLER_PRICE_NOTE_INPUT,
  events: SELLER_PRICE_NOTE_EVENTS,
  coverageExceptions: [
    {
      kind: 'transition',
      id: 'sellerPriceNote:viewer.changed:0',
      reason:
        'Același vizitator din nou (sesiunea și-a reînnoit tokenul): tranziția nu schimbă nimic, deci generatorul de căi nu o alege (snapshot.can e fals); hook-ul oricum trimite evenimentul doar când vizitatorul se schimbă.',
    },
  ],
  eventDescriptions: {
    'viewer.changed': 'Sesiunea este cunoscută sau s-a schimbat (autentificare, deconectare, alt cont).',
    'note.retry': 'Butonul „Încearcă din nou” sub explicația care nu s-a încărcat.',
    'xstate.done.actor.loadNote':
      'Serverul a răspuns: explicația, sau nimic (nu este vânzătorul sau anunțul are indicator).',
    'xstate.error.actor.loadNote': 'Explicația nu s-a putut încărca.',
  },
});
