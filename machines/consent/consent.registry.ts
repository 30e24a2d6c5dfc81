/**
 * The cookie-consent flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts); the shell mounts it (docs/tracking.md).
 */
import { defineFlow } from '../flow-entry';
import {
  CONSENT_EVENTS,
  CONSENT_FIRST_VISIT_INPUT,
  CONSENT_RETURNING_EVENTS,
  CONSENT_RETURNING_INPUT,
} from './consent.fixtures';
import { consentMachine } from './consent.machine';
import { CONSENT_PROPERTIES } from './consent.properties';

export const consentFlow = defineFlow({
  id: 'consent',
  title: 'Acordul pentru cookie-uri',
  description:
    'La prima vizită, bannerul de cookie-uri cere o decizie: „Accept toate”, „Refuz cookie-urile neesențiale” sau ' +
    '„Preferințe”. Dialogul de preferințe arată categoriile: strict necesare (C0001, mereu active), de performanță ' +
    '(C0002), funcționale (C0003) și de publicitate (C0004). Decizia se păstrează într-un cookie propriu; până la ea ' +
    'niciun cookie neesențial nu se pune și nicio măsurătoare nu pleacă. Linkul „Setări cookie-uri” din subsol ' +
    'redeschide preferințele.',
  machine: consentMachine,
  properties: CONSENT_PROPERTIES,
  defaultInput: CONSENT_FIRST_VISIT_INPUT,
  events: CONSENT_EVENTS,
  scenarios: [
    {
      id: 'returning',
      title: 'Vizitator care a acceptat doar cookie-urile de performanță',
      input: CONSENT_RETURNING_INPUT,
      events: CONSENT_RETURNING_EVENTS,
    },
  ],
  eventDescriptions: {
    'consent.acceptAll': 'Butonul „Accept toate” (din banner sau din dialog).',
    'consent.refuseAll': 'Butonul „Refuz cookie-urile neesențiale” (din banner sau din dialog).',
    'preferences.open': 'Butonul „Preferințe” din banner sau linkul „Setări cookie-uri” din subsol.',
    'category.toggle': 'Comutatorul unei categorii opționale din dialog (performanță, funcționale, publicitate).',
    'preferences.save': 'Butonul „Salvează preferințele”.',
    'preferences.close': 'Închide dialogul (× sau Escape) fără să salveze.',
  },
});
