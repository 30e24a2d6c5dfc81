/**
 * useTeamFlags(input, deps): runs the team's flags page with the real GraphQL calls and returns the
 * view of TeamFlagsScreen (docs/view-api.md): the rows as they are to be shown, booleans and
 * intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import { flowInspector } from '../flow-inspector';
import { isFlagOn, teamFlagsMachine } from './team-flags.machine';
import type { TeamFlagsContext, TeamFlagsInput, TeamSwitch } from './team-flags.types';

/** A flag's row. */
export interface TeamFlagRow extends TeamFlags_Flag {
  /** What the switch shows: the saved state, or the one being saved. */
  readonly on: boolean;
  /** An on/off flag (a string flag has no switch). */
  readonly switchable: boolean;
  /** Its switch is being saved. */
  readonly pending: boolean;
  /** i18n key of its switch's failure (the row shows the saved state again), or null. */
  readonly error: string | null;
}

/** An experiment's row; `enabled` is the one being saved while `pending`. */
export interface TeamExperimentRow extends TeamFlags_Experiment {
  readonly pending: boolean;
  readonly error: string | null;
}

/** What TeamFlagsScreen shows and can ask for. */
export interface TeamFlagsView {
  readonly flags: readonly TeamFlagRow[];
  readonly experiments: readonly TeamExperimentRow[];
  /** A switch is being saved: the others wait. */
  readonly busy: boolean;
  readonly toggleFlag: (name: string) => void;
  readonly toggleExperiment: (name: string) => void;
  /** Sends the failed switch again. */
  readonly retry: () => void;
}

type SaveInput = { name: string; enabled: boolean };

const realActors = {
  saveFlag: fromPromise<TeamFlags_Flag, SaveInput>(async ({ input }) =>
    (await import('@/lib/experiments/team-flags-api')).saveTeamFlag(input),
  ),
  saveExperiment: fromPromise<TeamFlags_Experiment, SaveInput>(async ({ input }) =>
    (await import('@/lib/experiments/team-flags-api')).saveTeamExperiment(input),
  ),
};

/** Replacement actors (model tests park them). */
export interface TeamFlagsDeps {
  readonly actors?: Partial<typeof realActors>;
}

const about = (change: TeamSwitch | null, kind: TeamSwitch['kind'], name: string) =>
  change !== null && change.kind === kind && change.name === name;

function flagRows({ flags, pending, failure }: TeamFlagsContext): TeamFlagRow[] {
  return flags.map((flag) => {
    const saving = about(pending, 'flag', flag.name);
    return {
      ...flag,
      on: saving && pending ? pending.enabled : isFlagOn(flag),
      switchable: flag.kind === 'boolean',
      pending: saving,
      error: failure && about(failure, 'flag', flag.name) ? failure.i18nKey : null,
    };
  });
}

function experimentRows({ experiments, pending, failure }: TeamFlagsContext): TeamExperimentRow[] {
  return experiments.map((experiment) => {
    const saving = about(pending, 'experiment', experiment.name);
    return {
      ...experiment,
      enabled: saving && pending ? pending.enabled : experiment.enabled,
      pending: saving,
      error: failure && about(failure, 'experiment', experiment.name) ? failure.i18nKey : null,
    };
  });
}

export function useTeamFlags(input: TeamFlagsInput, deps: TeamFlagsDeps = {}): TeamFlagsView {
  const [logic] = useState(() => teamFlagsMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      flags: flagRows(context),
      experiments: experimentRows(context),
      busy,
      toggleFlag: (name: string) => actor.send({ type: 'flag.toggle', name }),
      toggleExperiment: (name: string) => actor.send({ type: 'experiment.toggle', name }),
      retry: () => actor.send({ type: 'switch.retry' }),
    }),
    [actor, context, busy],
  );
}
