/**
 * The „Câmp cu sugestii (combobox)” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { COMBOBOX_PROPERTIES } from './combobox.properties';
import { COMBOBOX_DESKTOP_EVENTS, COMBOBOX_INPUT, COMBOBOX_SCENARIOS } from './combobox.fixtures';
import { comboboxMachine } from './combobox.machine';

export const comboboxFlow = defineFlow({
  id: 'combobox',
  title: 'Câmp cu sugestii (combobox)',
  description:
    'Câmpul de formular în care se scrie liber, cu sugestii: lista se filtrează la fiecare tastă, ignorând literele mari ' +
    'și spațiile. Pe desktop sugestiile apar într-o listă de cel mult 400px înălțime, în care săgeata jos mută focusul ' +
    '(aria-activedescendant); pe mobil și tabletă, în locul listei, continuarea primei sugestii apare ca sufix după text și ' +
    'se acceptă cu o atingere. Enter confirmă textul scris; butonul × golește câmpul.',
  machine: comboboxMachine,
  properties: COMBOBOX_PROPERTIES,
  defaultInput: COMBOBOX_INPUT,
  events: COMBOBOX_DESKTOP_EVENTS,
  scenarios: COMBOBOX_SCENARIOS,
  eventDescriptions: {
    'input.focus': 'Câmpul primește focus; evenimentul spune pe ce dispozitiv.',
    'input.blur': 'Focusul pleacă din câmp.',
    'query.change': 'Utilizatorul scrie sau șterge text.',
    'highlight.next': 'Săgeată jos: intră în listă sau trece la sugestia următoare.',
    'highlight.previous': 'Săgeată sus: sugestia anterioară; de pe prima, înapoi în câmp.',
    'value.confirm': 'Enter: confirmă textul scris sau sugestia activă.',
    'suggestion.choose': 'Clic pe o sugestie din listă.',
    'suggestion.accept': 'Atingere pe sufixul de completare (mobil, tabletă).',
    'list.close': 'Escape: ascunde lista sau sufixul.',
    'value.clear': 'Butonul ×: golește câmpul.',
  },
});
