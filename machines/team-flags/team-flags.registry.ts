/**
 * The team's flags page as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { TEAM_FLAGS_EVENTS, TEAM_FLAGS_INPUT } from './team-flags.fixtures';
import { teamFlagsMachine } from './team-flags.machine';
import { TEAM_FLAGS_PROPERTIES } from './team-flags.properties';

/** /echipa/flaguri. */
export const teamFlagsFlow = defineFlow({
  id: 'teamFlags',
  title: 'Flaguri și experimente (echipa)',
  description:
    'Pagina /echipa/flaguri, doar pentru echipa Volan: fiecare flag din listă (ce controlează, valoarea implicită, ' +
    'starea salvată, procentul) și fiecare experiment (variante cu ponderi, perioadă, stare), cu un comutator. ' +
    'Comutatorul arată imediat noua stare și o salvează; dacă serverul nu o salvează, rândul revine la starea ' +
    'salvată cu motivul și butonul „Încearcă din nou”. Un singur comutator se salvează odată.',
  machine: teamFlagsMachine,
  properties: TEAM_FLAGS_PROPERTIES,
  defaultInput: TEAM_FLAGS_INPUT,
  events: TEAM_FLAGS_EVENTS,
  eventDescriptions: {
    'flag.toggle': 'Butonul „Pornește” / „Oprește” al unui flag (un flag cu valoare text nu are comutator).',
    'experiment.toggle': 'Butonul „Pornește” / „Oprește” al unui experiment.',
    'switch.retry': '„Încearcă din nou” lângă eroarea unui comutator: îl trimite din nou.',
    'xstate.done.actor.saveFlag': 'Serverul a salvat starea flagului.',
    'xstate.error.actor.saveFlag': 'Starea flagului nu s-a salvat (flag necunoscut, rețea).',
    'xstate.done.actor.saveExperiment': 'Serverul a pornit sau a oprit experimentul.',
    'xstate.error.actor.saveExperiment': 'Experimentul nu s-a schimbat (de exemplu contul nu mai e în echipă).',
  },
});
