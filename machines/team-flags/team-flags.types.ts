/**
 * Context, events and input of the team's flags page (/echipa/flaguri, docs/experiments.md).
 */
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';

/** The rows the page was served with (its props). */
export interface TeamFlagsInput {
  readonly flags: readonly TeamFlags_Flag[];
  readonly experiments: readonly TeamFlags_Experiment[];
}

/** One switch: a flag's or an experiment's new on/off state. */
export interface TeamSwitch {
  readonly kind: 'flag' | 'experiment';
  readonly name: string;
  readonly enabled: boolean;
}

/** A switch the server did not save: the row shows `i18nKey` and offers to send it again. */
export interface TeamSwitchFailure extends TeamSwitch {
  readonly i18nKey: string;
}

/** The flow's memory: the rows as the server last answered them, the switch under way, the last failure. */
export interface TeamFlagsContext extends TeamFlagsInput {
  /** The switch being saved (its row already shows the new state). */
  readonly pending: TeamSwitch | null;
  readonly failure: TeamSwitchFailure | null;
}

/** What the screen sends. */
export type TeamFlagsEvent =
  { type: 'flag.toggle'; name: string } | { type: 'experiment.toggle'; name: string } | { type: 'switch.retry' };
