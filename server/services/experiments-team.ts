/**
 * The team's view of flags and experiments (/echipa/flaguri, issue 15): every flag of the typed
 * list with its default and stored state, every experiment with its variants and window, and the
 * two switches the page offers (a flag's state and rollout, an experiment's enabled state). Input
 * is checked here; callers (resolvers behind requireStaff) turn UserInputError into BAD_USER_INPUT.
 */
import { eq, sql } from 'drizzle-orm';
import { FEATURE_FLAG_NAMES, FEATURE_FLAGS, isFeatureFlagName } from '@/lib/feature-flags/flags';
import type { Db } from '@/server/db/client';
import { experiments, featureFlags } from '@/server/db/schema/operations';
import { UserInputError } from './ads.types';
import {
  forgetSiteWideFlags,
  isRunning,
  loadExperimentRows,
  type ExperimentRow,
  type FeatureFlagRow,
} from './experiments';

/** A flag as the team page lists it. */
export interface TeamFlagDto {
  name: string;
  kind: 'boolean' | 'string';
  gates: string;
  defaultValue: string;
  stored: boolean;
  enabled: boolean | null;
  rollout: number | null;
  audience: string | null;
  value: string | null;
}

/** An experiment as the team page lists it. */
export interface TeamExperimentDto {
  name: string;
  description: string;
  variants: { name: string; weight: number }[];
  audience: string;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  running: boolean;
}

function flagDto(name: (typeof FEATURE_FLAG_NAMES)[number], row: FeatureFlagRow | undefined): TeamFlagDto {
  const definition = FEATURE_FLAGS[name];
  return {
    name,
    kind: definition.kind,
    gates: definition.gates,
    defaultValue: String(definition.defaultValue),
    stored: row !== undefined,
    enabled: row?.enabled ?? null,
    rollout: row?.rollout ?? null,
    audience: row?.audience ?? null,
    value: row?.value ?? null,
  };
}

function experimentDto(row: ExperimentRow, now: Date): TeamExperimentDto {
  return {
    name: row.name,
    description: row.description,
    variants: row.variants.map((v) => ({ name: v.name, weight: v.weight })),
    audience: row.audience,
    enabled: row.enabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    running: isRunning(row, now),
  };
}

/** Every flag of the list, in the list's order, with its stored state. */
export async function listTeamFlags(db: Db): Promise<TeamFlagDto[]> {
  const { flags } = await loadExperimentRows(db);
  const byName = new Map(flags.map((row) => [row.name, row]));
  return FEATURE_FLAG_NAMES.map((name) => flagDto(name, byName.get(name)));
}

/** Every experiment by name. */
export async function listTeamExperiments(db: Db, now: Date): Promise<TeamExperimentDto[]> {
  const { experiments: rows } = await loadExperimentRows(db);
  return rows.map((row) => experimentDto(row, now));
}

/** Stores a flag's state (and rollout, 0–100; kept when absent). */
export async function setTeamFlag(
  db: Db,
  input: { name: string; enabled: boolean; rollout?: number | null },
): Promise<TeamFlagDto> {
  if (!isFeatureFlagName(input.name))
    throw new UserInputError('experiments:errors.unknownFlag', 'Unknown feature flag.', 'name');
  if (
    input.rollout !== undefined &&
    input.rollout !== null &&
    (!Number.isInteger(input.rollout) || input.rollout < 0 || input.rollout > 100)
  )
    throw new UserInputError('experiments:errors.rollout', 'Rollout must be a whole number from 0 to 100.', 'rollout');
  const rollout = input.rollout ?? null;
  const [row] = await db
    .insert(featureFlags)
    .values({ name: input.name, enabled: input.enabled, rollout: rollout ?? 100 })
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: {
        enabled: input.enabled,
        ...(rollout === null ? {} : { rollout }),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  forgetSiteWideFlags();
  return flagDto(input.name, row);
}

/** Turns an experiment on or off. */
export async function setTeamExperimentEnabled(
  db: Db,
  input: { name: string; enabled: boolean },
  now: Date,
): Promise<TeamExperimentDto> {
  const [row] = await db
    .update(experiments)
    .set({ enabled: input.enabled, updatedAt: sql`now()` })
    .where(eq(experiments.name, input.name.toUpperCase()))
    .returning();
  if (!row) throw new UserInputError('experiments:errors.unknownExperiment', 'Unknown experiment.', 'name');
  return experimentDto(row, now);
}
