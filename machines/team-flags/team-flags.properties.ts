/**
 * What the team's flags page must keep (issue 15, docs/experiments.md): one switch saved at a
 * time and about a listed row; a failed switch leaves the saved rows as they were and says why; a
 * saved switch shows the server's row; a retry sends the failed switch again.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { teamFlagsMachine } from './team-flags.machine';

const rowsOf = (context: { flags: readonly unknown[]; experiments: readonly unknown[] }) =>
  JSON.stringify([context.flags, context.experiments]);

export const TEAM_FLAGS_PROPERTIES = defineFlowProperties(teamFlagsMachine, {
  id: 'teamFlags',
  invariants: [
    {
      name: 'a switch is being saved exactly while the flow is busy, and it is about a listed row',
      check: ({ context, ...snapshot }) => {
        const busy = snapshot.hasTag('busy');
        const pending = context.pending;
        if (!busy) return pending === null;
        const rows = pending?.kind === 'flag' ? context.flags : context.experiments;
        return pending !== null && rows.some((row) => row.name === pending.name);
      },
    },
    {
      name: 'a switch under way and a failure are never shown together',
      check: ({ context }) => context.pending === null || context.failure === null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.saveFlag',
      name: 'a flag the server did not save goes back to its saved state, with the reason',
      check: (before, after) =>
        rowsOf(after.context) === rowsOf(before.context) &&
        after.context.failure?.name === before.context.pending?.name &&
        after.context.failure?.enabled === before.context.pending?.enabled,
    },
    {
      event: 'xstate.error.actor.saveExperiment',
      name: 'an experiment the server did not switch goes back to its saved state, with the reason',
      check: (before, after) =>
        rowsOf(after.context) === rowsOf(before.context) &&
        after.context.failure?.name === before.context.pending?.name,
    },
    {
      event: 'xstate.done.actor.saveFlag',
      name: 'a saved flag shows the server’s row',
      check: (_before, after, event) =>
        'output' in event && after.context.flags.some((row) => JSON.stringify(row) === JSON.stringify(event.output)),
    },
    {
      event: 'xstate.done.actor.saveExperiment',
      name: 'a switched experiment shows the server’s row',
      check: (_before, after, event) =>
        'output' in event &&
        after.context.experiments.some((row) => JSON.stringify(row) === JSON.stringify(event.output)),
    },
    {
      event: 'switch.retry',
      name: 'a retry sends the failed switch again, and only after a failure',
      check: (before, after) =>
        before.context.failure === null
          ? !after.hasTag('busy')
          : after.context.pending?.name === before.context.failure.name &&
            after.context.pending.enabled === before.context.failure.enabled,
    },
    {
      event: 'flag.toggle',
      name: 'a string flag has no switch: toggling it saves nothing',
      check: (before, after, event) =>
        !('name' in event) ||
        before.context.flags.find((row) => row.name === event.name)?.kind === 'boolean' ||
        after.context.pending === null,
    },
  ],
});
