/**
 * Registry entry of the „Dialog „Acces restricționat”” flow: what the /flows explorer, the model tests and the
 * coverage check know about it. Listed in FLOW_REGISTRY by machines/registry.ts.
 */
import { defineFlow } from '../flow-entry';
import { ACCESS_RESTRICTED_PROPERTIES } from './access-restricted.properties';
import {
  ACCESS_RESTRICTED_EVENTS,
  ACCESS_RESTRICTED_INPUT,
  ACCESS_RESTRICTED_SCENARIOS,
} from './access-restricted.fixtures';
import { accessRestrictedMachine } from './access-restricted.machine';

export const accessRestrictedFlow = defineFlow({
  id: 'accessRestricted',
  title: 'Dialog „Acces restricționat”',
  description:
    'Dialogul arătat unui sub-utilizator sau unui utilizator fără drepturi pentru o secțiune: un indicator deschis/închis. ' +
    'Ecranul care descoperă lipsa permisiunii îl deschide; o pagină randată direct pentru un astfel de utilizator pornește ' +
    'cu el deschis. Se închide cu „Am înțeles” sau Escape.',
  machine: accessRestrictedMachine,
  properties: ACCESS_RESTRICTED_PROPERTIES,
  defaultInput: ACCESS_RESTRICTED_INPUT,
  events: ACCESS_RESTRICTED_EVENTS,
  scenarios: ACCESS_RESTRICTED_SCENARIOS,
  eventDescriptions: {
    'accessDialog.open': 'Ecranul a constatat lipsa permisiunii.',
    'accessDialog.close': 'Utilizatorul închide dialogul.',
  },
});
