/**
 * The „Câmp de selecție” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { SELECT_PROPERTIES } from './select.properties';
import { FUEL_DESKTOP_EVENTS, FUEL_INPUT, SELECT_SCENARIOS } from './select.fixtures';
import { selectMachine } from './select.machine';

export const selectFlow = defineFlow({
  id: 'select',
  title: 'Câmp de selecție',
  description:
    'Câmpul de selecție din filtre și formulare: o singură opțiune sau mai multe. Pe desktop este un combobox în pagină, ' +
    'în care se scrie pentru a filtra (conține, fără diferență între litere mari și mici); pe mobil și tabletă se deschide ' +
    'un dialog pe tot ecranul cu săgeată înapoi, titlu, golire, căutare de la 20 de opțiuni și buton de confirmare. În modul ' +
    'multiplu există „Selectează tot” (ascuns la filtrare, nedeterminat când doar unele sunt alese); cheia „all” nu este ' +
    'acceptată niciodată în modul simplu. Insigna arată numărul de opțiuni alese minus unu. În modul simplu, Enter cu o ' +
    'singură potrivire o alege, iar lista se închide după 100 ms. Valorile alese ajung în formular prin câmpuri ascunse.',
  machine: selectMachine,
  properties: SELECT_PROPERTIES,
  defaultInput: FUEL_INPUT,
  events: FUEL_DESKTOP_EVENTS,
  scenarios: SELECT_SCENARIOS,
  eventDescriptions: {
    'field.open': 'Utilizatorul deschide câmpul (clic, săgeată jos); evenimentul spune pe ce dispozitiv.',
    'field.close': 'Escape, clic în afară sau Tab: lista din pagină se închide.',
    'query.change': 'Utilizatorul scrie în câmp sau în căutarea dialogului.',
    'query.submit': 'Enter: alege rândul activ sau, în modul simplu, singura potrivire.',
    'highlight.next': 'Săgeată jos: rândul următor devine activ.',
    'highlight.previous': 'Săgeată sus: rândul anterior devine activ.',
    'option.toggle': 'Clic pe o opțiune sau pe „Selectează tot”.',
    'selection.clear': 'Butonul × al câmpului sau „Golește” din dialog.',
    'dialog.confirm': 'Butonul de confirmare din subsolul dialogului: alegerile se salvează.',
    'dialog.back': 'Săgeata înapoi sau Escape: dialogul se închide fără să salveze.',
    'xstate.after.100.select.autoSelecting': 'Au trecut 100 ms de la alegerea automată.',
  },
});
