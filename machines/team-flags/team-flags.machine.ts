/**
 * The team's flags page (/echipa/flaguri, issue 15): every flag and experiment as the page was
 * served, and their switches. A switch is shown at once (the row is pending) and saved through
 * GraphQL; the server's row replaces it, or the row goes back to its saved state with a translated
 * error and "Încearcă din nou", which sends the same switch again. One switch is saved at a time.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import { firstErrorExtensions, refusalKey } from '@/lib/graphql/refusal';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type { TeamFlagsContext, TeamFlagsEvent, TeamFlagsInput, TeamSwitch } from './team-flags.types';

const notProvided = () => Promise.reject(new Error('provided by useTeamFlags'));

/** The state a flag has for its audience: the stored one, else the list's default. */
export function isFlagOn(flag: Pick<TeamFlags_Flag, 'stored' | 'enabled' | 'defaultValue'>): boolean {
  return flag.stored ? flag.enabled === true : flag.defaultValue === 'true';
}

/**
 * The i18n key of a failed switch: the server's refusal (an unknown flag or experiment), the page
 * gone for this account (no longer on the team: NOT_FOUND), or the generic one (network, anything else).
 */
export function switchFailureKey(error: unknown): string {
  const refusal = refusalKey(error);
  if (refusal) return refusal;
  return firstErrorExtensions(error)['code'] === 'NOT_FOUND'
    ? 'experiments:errors.notAllowed'
    : 'experiments:errors.saveFailed';
}

function replaced<Row extends { name: string }>(rows: readonly Row[], saved: Row): Row[] {
  return rows.map((row) => (row.name === saved.name ? saved : row));
}

/** The switch a toggle event asks for (the opposite of the row's state), or null for no such row. */
function switchFor(context: TeamFlagsContext, event: TeamFlagsEvent): TeamSwitch | null {
  if (event.type === 'flag.toggle') {
    const flag = context.flags.find((row) => row.name === event.name);
    return flag?.kind === 'boolean' ? { kind: 'flag', name: flag.name, enabled: !isFlagOn(flag) } : null;
  }
  if (event.type === 'experiment.toggle') {
    const experiment = context.experiments.find((row) => row.name === event.name);
    return experiment ? { kind: 'experiment', name: experiment.name, enabled: !experiment.enabled } : null;
  }
  return null;
}

export const teamFlagsMachine = setup({
  types: {
    context: {} as TeamFlagsContext,
    events: {} as TeamFlagsEvent,
    input: {} as TeamFlagsInput,
    tags: {} as 'busy',
  },
  actors: {
    saveFlag: fromPromise<TeamFlags_Flag, { name: string; enabled: boolean }>(notProvided),
    saveExperiment: fromPromise<TeamFlags_Experiment, { name: string; enabled: boolean }>(notProvided),
  },
  guards: {
    isFlagSwitch: ({ context, event }) => switchFor(context, event)?.kind === 'flag',
    isExperimentSwitch: ({ context, event }) => switchFor(context, event)?.kind === 'experiment',
    isFlagRetry: ({ context }) => context.failure?.kind === 'flag',
    isExperimentRetry: ({ context }) => context.failure?.kind === 'experiment',
  },
  actions: {
    startSwitch: assign(({ context, event }) => ({ pending: switchFor(context, event), failure: null })),
    startRetry: assign(({ context }) => {
      const failure = context.failure;
      return {
        pending: failure ? { kind: failure.kind, name: failure.name, enabled: failure.enabled } : null,
        failure: null,
      };
    }),
    saveFlagRow: assign(({ context }, saved: TeamFlags_Flag) => ({
      flags: replaced(context.flags, saved),
      pending: null,
    })),
    saveExperimentRow: assign(({ context }, saved: TeamFlags_Experiment) => ({
      experiments: replaced(context.experiments, saved),
      pending: null,
    })),
    rollBack: assign(({ context }, { error }: FailureParams) => ({
      failure: context.pending ? { ...context.pending, i18nKey: switchFailureKey(error) } : null,
      pending: null,
    })),
  },
}).createMachine({
  id: 'teamFlags',
  description:
    'Pagina echipei cu flaguri și experimente: fiecare comutator se vede imediat, se salvează prin GraphQL ' +
    'și revine la starea salvată, cu mesajul erorii, dacă serverul nu îl salvează.',
  context: ({ input }) => ({ flags: input.flags, experiments: input.experiments, pending: null, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Listele cu starea salvată a fiecărui flag și experiment; eventual eroarea ultimului comutator.',
      on: {
        'flag.toggle': { guard: 'isFlagSwitch', target: 'savingFlag', actions: 'startSwitch' },
        'experiment.toggle': { guard: 'isExperimentSwitch', target: 'savingExperiment', actions: 'startSwitch' },
        'switch.retry': [
          { guard: 'isFlagRetry', target: 'savingFlag', actions: 'startRetry' },
          { guard: 'isExperimentRetry', target: 'savingExperiment', actions: 'startRetry' },
        ],
      },
    },
    savingFlag: {
      description: 'Noua stare a flagului se salvează; rândul o arată deja, celelalte comutatoare așteaptă.',
      tags: ['busy'],
      invoke: {
        id: 'saveFlag',
        src: 'saveFlag',
        input: ({ context }) => ({ name: context.pending?.name ?? '', enabled: context.pending?.enabled ?? false }),
        onDone: { target: 'ready', actions: { type: 'saveFlagRow', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'rollBack', params: failureOf } },
      },
    },
    savingExperiment: {
      description: 'Experimentul se pornește sau se oprește; rândul arată deja noua stare.',
      tags: ['busy'],
      invoke: {
        id: 'saveExperiment',
        src: 'saveExperiment',
        input: ({ context }) => ({ name: context.pending?.name ?? '', enabled: context.pending?.enabled ?? false }),
        onDone: { target: 'ready', actions: { type: 'saveExperimentRow', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'rollBack', params: failureOf } },
      },
    },
  },
});
