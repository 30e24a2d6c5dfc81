/** The team's performance page as the /flows explorer and the tests know it (docs/monitoring.md). */
import { defineFlow } from '../flow-entry';
import { defineFlowProperties } from '../flow-properties.types';
import { teamPerformanceMachine } from './team-performance.machine';

/** /echipa/performanta. */
export const teamPerformanceFlow = defineFlow({
  id: 'teamPerformance',
  title: 'Performanța site-ului (echipa)',
  description:
    'Pagina /echipa/performanta, doar pentru echipa Volan: p75 pentru FCP, LCP, CLS, FID, TTFB și INP pe ' +
    'fiecare rută și zi din ultimele 14 sau 30 de zile, colorat bun / de îmbunătățit / slab după pragurile ' +
    'Web Vitals. Fără date: un mesaj; o încărcare eșuată oferă „Încearcă din nou”.',
  machine: teamPerformanceMachine,
  properties: defineFlowProperties(teamPerformanceMachine, {
    id: 'teamPerformance',
    invariants: [{ name: 'a failed load says so', check: (s) => !s.matches('failed') || s.context.error !== null }],
    rules: [{ event: 'load.retry', name: 'retrying loads again', check: (_, after) => after.matches('loading') }],
  }),
  defaultInput: undefined,
  events: [
    {
      type: 'xstate.done.actor.load',
      output: [
        { route: 'home', day: '2026-11-28', name: 'LCP', p75: 2100, samples: 12 },
        { route: 'home', day: '2026-11-28', name: 'CLS', p75: 0.3, samples: 12 },
        { route: 'advertPage', day: '2026-11-27', name: 'INP', p75: 240, samples: 5 },
      ],
    },
    { type: 'xstate.done.actor.load', output: [] },
    { type: 'xstate.error.actor.load', error: new Error('network') },
    { type: 'load.retry' },
  ],
  eventDescriptions: {
    'load.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'xstate.done.actor.load': 'Valorile p75 au sosit (sau nu există încă niciuna).',
    'xstate.error.actor.load': 'Raportul nu s-a putut încărca.',
  },
});
