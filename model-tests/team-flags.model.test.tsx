// @vitest-environment jsdom
/**
 * Generated paths of the team's flags page (/echipa/flaguri), walked on the machine and through
 * TeamFlagsScreen with the real hook (parked calls): every row with its saved state and switch, the
 * row being saved already showing its new state, a failure putting the row back with its reason
 * and "Încearcă din nou", and every switch waiting while one is saved.
 */
import { fireEvent } from '@testing-library/react';
import { TeamFlagsScreen } from '@/components/experiments/team-flags-screen';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type { TeamFlagsContext, TeamFlagsEvent, TeamFlagsInput } from '@/machines/team-flags/team-flags.types';
import { useTeamFlags } from '@/machines/team-flags/use-team-flags';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, buttonNamed, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as TeamFlagsContext;

/** The reasons the fixtures' failures show, as the Romanian catalogue words them. */
const REASONS: Readonly<Record<string, string>> = {
  'experiments:errors.unknownFlag': 'Acest flag nu există.',
  'experiments:errors.saveFailed': 'Modificarea nu a putut fi salvată. Verifică conexiunea.',
  'experiments:errors.notAllowed': 'Contul tău nu mai are acces la pagina echipei. Reîncarcă pagina.',
};

const SAVED_STATE: Readonly<Record<string, string>> = { true: 'Pornit', false: 'Oprit', default: 'Implicit' };

const flagRow = (name: string) => document.querySelector<HTMLElement>(`tr[data-flag="${name}"]`)!;
const experimentRow = (name: string) => document.querySelector<HTMLElement>(`tr[data-experiment="${name}"]`)!;

/** The flag's effective state as the fixtures define it: a stored row's, else the default's. */
const savedOn = (flag: TeamFlags_Flag) => (flag.stored ? flag.enabled === true : flag.defaultValue === 'true');

function expectFlag(flag: TeamFlags_Flag, context: TeamFlagsContext, busy: boolean): void {
  const row = flagRow(flag.name);
  const saving = context.pending?.kind === 'flag' && context.pending.name === flag.name;
  const stored = row.querySelector('[data-state]')!;
  expect(row.getAttribute('aria-busy')).toBe(String(saving));
  if (saving) {
    expect(stored).toHaveTextContent('Se salvează…');
  } else {
    const state = flag.stored ? String(flag.enabled) : 'default';
    expect(stored.getAttribute('data-state')).toBe(state);
    expect(stored).toHaveTextContent(SAVED_STATE[state]!);
  }
  if (flag.kind !== 'boolean') {
    expect(row.querySelectorAll('button')).toHaveLength(0);
    return;
  }
  const on = saving ? context.pending.enabled : savedOn(flag);
  const button = theButtonNamed(row, `${on ? 'Oprește' : 'Pornește'} flagul ${flag.name}`);
  expect(button).toHaveTextContent(on ? 'Oprește' : 'Pornește');
  expect(button.disabled).toBe(busy);
}

function expectExperiment(experiment: TeamFlags_Experiment, context: TeamFlagsContext, busy: boolean): void {
  const row = experimentRow(experiment.name);
  const saving = context.pending?.kind === 'experiment' && context.pending.name === experiment.name;
  const state = row.querySelector('[data-state]')!;
  expect(row.getAttribute('aria-busy')).toBe(String(saving));
  expect(state.getAttribute('data-state')).toBe(saving ? 'saving' : experiment.running ? 'running' : 'stopped');
  expect(state).toHaveTextContent(saving ? 'Se salvează…' : experiment.running ? 'Rulează' : 'Oprit');
  const enabled = saving ? context.pending.enabled : experiment.enabled;
  const button = theButtonNamed(row, `${enabled ? 'Oprește' : 'Pornește'} experimentul ${experiment.name}`);
  expect(button.disabled).toBe(busy);
  expect(row).toHaveTextContent('a: 50, b: 50');
}

function expectFailure(context: TeamFlagsContext): void {
  const alerts = allWithRole(document, 'alert');
  if (!context.failure) {
    expect(alerts).toEqual([]);
    expect(buttonNamed(document, 'Încearcă din nou')).toBeNull();
    return;
  }
  expect(alerts).toHaveLength(1);
  const { kind, name, i18nKey } = context.failure;
  const row = kind === 'flag' ? flagRow(name) : experimentRow(name);
  expect(row.contains(alerts[0]!)).toBe(true);
  expect(alerts[0]).toHaveTextContent(`${REASONS[i18nKey]!}Încearcă din nou`);
}

function expectPage(snapshot: FlowSnapshot, busy: boolean): void {
  const context = ctx(snapshot);
  expect(document.querySelector('h1')).toHaveTextContent('Flaguri și experimente');
  expect([...document.querySelectorAll('tr[data-flag]')].map((row) => row.getAttribute('data-flag'))).toEqual(
    context.flags.map((flag) => flag.name),
  );
  for (const flag of context.flags) expectFlag(flag, context, busy);
  for (const experiment of context.experiments) expectExperiment(experiment, context, busy);
  expectFailure(context);
}

describeFlow(findRegisteredMachine('teamFlags')!, (scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useTeamFlags(scenario.input as TeamFlagsInput, { actors }),
    (view) => <TeamFlagsScreen view={view} />,
  );
  const nameOf = (event: unknown) => (event as Extract<TeamFlagsEvent, { name: string }>).name;
  return {
    params: {
      events: {
        'flag.toggle': ({ event }) =>
          actAndFlush(() => fireEvent.click(theButtonNamed(flagRow(nameOf(event)), /flagul/u))),
        'experiment.toggle': ({ event }) =>
          actAndFlush(() => fireEvent.click(theButtonNamed(experimentRow(nameOf(event)), /experimentul/u))),
        'switch.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        ...harness.settling(['saveFlag', 'saveExperiment']),
      },
      states: {
        ready: (snapshot: FlowSnapshot) => expectPage(snapshot, false),
        savingFlag: (snapshot: FlowSnapshot) => expectPage(snapshot, true),
        savingExperiment: (snapshot: FlowSnapshot) => expectPage(snapshot, true),
      },
    },
    dispose: harness.dispose,
  };
});
