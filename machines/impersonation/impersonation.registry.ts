/**
 * The „Acționează în numele unui membru” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { IMPERSONATION_PROPERTIES } from './impersonation.properties';
import { IMPERSONATION_EVENTS, IMPERSONATION_INPUT } from './impersonation.fixtures';
import { impersonationMachine } from './impersonation.machine';

/** A main account acting for a member of its team, and back. */
export const impersonationFlow = defineFlow({
  id: 'impersonation',
  title: 'Acționează în numele unui membru',
  description:
    'Contul principal de dealer alege „Acționează ca …” la un membru activ din „Echipa ta”: serverul trece sesiunea pe ' +
    'identitatea membrului (tokenul poartă membrul, iar revendicarea „act” contul principal), sesiunea se reîmprospătează ' +
    'ocolind memoria cache, apoi pagina /contul-meu/ se reîncarcă sub noua identitate. O bară galbenă pe toate paginile arată ' +
    'în numele cui se acționează și oferă „Revino la contul tău”, care face drumul invers și se întoarce la „Echipa ta”. ' +
    'Orice pas eșuat arată eroarea cu „Încearcă din nou” și „Renunță”. Cât timp acționează pentru altcineva, contul principal ' +
    'nu poate schimba parola membrului și nici nu îi poate șterge contul.',
  machine: impersonationMachine,
  properties: IMPERSONATION_PROPERTIES,
  defaultInput: IMPERSONATION_INPUT,
  events: IMPERSONATION_EVENTS,
  eventDescriptions: {
    'impersonation.start': 'Butonul „Acționează ca …” al unui membru activ din „Echipa ta”.',
    'impersonation.stop': 'Butonul „Revino la contul tău” din bara galbenă.',
    'impersonation.retry': 'Butonul „Încearcă din nou” după un pas eșuat.',
    'impersonation.dismiss': 'Butonul „Renunță” după un pas eșuat.',
    'xstate.done.actor.startActing': 'Serverul a trecut sesiunea pe membrul ales.',
    'xstate.error.actor.startActing': 'Serverul a refuzat (de exemplu membrul nu și-a acceptat încă invitația).',
    'xstate.done.actor.stopActing': 'Serverul a readus sesiunea la contul principal.',
    'xstate.error.actor.stopActing': 'Cererea de revenire a eșuat (rețea).',
    'xstate.done.actor.refreshSession': 'Sesiunea reîmprospătată poartă noua identitate.',
    'xstate.error.actor.refreshSession': 'Sesiunea nu s-a putut reîmprospăta.',
  },
});
