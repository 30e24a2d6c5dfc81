/**
 * Experiments and feature flags for one visitor (SPEC §4 Experiments, §7 bootstrap; issue 15).
 * Assignment is deterministic: a stable hash of visitor id and experiment name picks a variant by
 * weight, so the same visitor keeps the same variant on every bootstrap and every instance.
 * Flags are the typed list's defaults overlaid by `feature_flags` rows; a row's rollout takes a
 * share of the audience by a stable hash of visitor id and flag name.
 */
import { createHash } from 'node:crypto';
import {
  FEATURE_FLAG_NAMES,
  FEATURE_FLAGS,
  defaultFeatureFlags,
  isFeatureFlagName,
  type FeatureFlags,
} from '@/lib/feature-flags/flags';
import { writeExperimentCookie, writeFlagCookie } from '@/lib/experiments/experiment-cookie';
import type { Db } from '@/server/db/client';
import { experiments, featureFlags, type AudienceCode, type ExperimentVariant } from '@/server/db/schema/operations';

/** Who the visitor is, for audiences. */
export type VisitorKind = 'visitor' | 'private' | 'business';

/** An experiment as stored. */
export type ExperimentRow = typeof experiments.$inferSelect;
/** A flag's stored state. */
export type FeatureFlagRow = typeof featureFlags.$inferSelect;

/** A number in [0, 10000) from visitor id and a name; the same inputs always give the same bucket. */
export function bucketOf(visitorId: string, name: string): number {
  const digest = createHash('sha256').update(`${visitorId}:${name.toUpperCase()}`).digest();
  return digest.readUInt32BE(0) % 10_000;
}

/** Whether an audience includes this visitor. */
export function inAudience(audience: AudienceCode, kind: VisitorKind): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'visitors':
      return kind === 'visitor';
    case 'signed_in':
      return kind !== 'visitor';
    case 'private':
      return kind === 'private';
    case 'business':
      return kind === 'business';
    default:
      return false;
  }
}

/** The experiment runs now: enabled and inside its window. */
export function isRunning(experiment: Pick<ExperimentRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (!experiment.enabled) return false;
  if (experiment.startsAt && experiment.startsAt > now) return false;
  return !(experiment.endsAt && experiment.endsAt <= now);
}

/** The variant a visitor gets by weight; null when no variant has a positive weight. */
export function pickVariant(visitorId: string, name: string, variants: readonly ExperimentVariant[]): string | null {
  const usable = variants.filter((v) => Number.isFinite(v.weight) && v.weight > 0);
  const total = usable.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return null;
  let point = (bucketOf(visitorId, name) / 10_000) * total;
  for (const variant of usable) {
    if (point < variant.weight) return variant.name.toLowerCase();
    point -= variant.weight;
  }
  return usable[usable.length - 1]!.name.toLowerCase();
}

/** The visitor's assignments: name → variant, for running experiments of their audience. */
export function assignExperiments(
  visitorId: string,
  kind: VisitorKind,
  rows: readonly ExperimentRow[],
  now: Date,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    if (!isRunning(row, now) || !inAudience(row.audience, kind)) continue;
    const variant = pickVariant(visitorId, row.name, row.variants);
    if (variant) out[row.name.toUpperCase()] = variant;
  }
  return out;
}

function storedValue(row: FeatureFlagRow, on: boolean): boolean | string {
  const name = row.name as keyof typeof FEATURE_FLAGS;
  if (FEATURE_FLAGS[name].kind === 'string') return on ? (row.value ?? '') : '';
  return on;
}

/** The flags for one visitor: defaults, overlaid by each row (audience, then rollout by hash). */
export function evaluateFlags(visitorId: string, kind: VisitorKind, rows: readonly FeatureFlagRow[]): FeatureFlags {
  const flags = defaultFeatureFlags() as Record<string, boolean | string>;
  for (const row of rows) {
    if (!isFeatureFlagName(row.name)) continue;
    const on =
      row.enabled && inAudience(row.audience, kind) && bucketOf(visitorId, row.name) < Math.round(row.rollout * 100);
    flags[row.name] = storedValue(row, on);
  }
  return flags as FeatureFlags;
}

/**
 * The flags that are the same for everyone: a row counts only when it is off, or on for all
 * visitors (rollout 100, audience all); otherwise the default stays. Shared (cached) pages render
 * with these; per-visitor rollouts arrive with the bootstrap in the browser.
 */
export function siteWideFlags(rows: readonly FeatureFlagRow[]): FeatureFlags {
  const flags = defaultFeatureFlags() as Record<string, boolean | string>;
  for (const row of rows) {
    if (!isFeatureFlagName(row.name)) continue;
    if (!row.enabled) flags[row.name] = storedValue(row, false);
    else if (row.rollout >= 100 && row.audience === 'all') flags[row.name] = storedValue(row, true);
  }
  return flags as FeatureFlags;
}

/** The names of the on/off flags that are on (the feature-flag cookie). */
export function enabledFlagNames(flags: FeatureFlags): string[] {
  return FEATURE_FLAG_NAMES.filter((name) => flags[name] === true);
}

/** Every stored experiment and flag row. */
export async function loadExperimentRows(db: Db): Promise<{ experiments: ExperimentRow[]; flags: FeatureFlagRow[] }> {
  const [experimentRows, flagRows] = await Promise.all([
    db.select().from(experiments).orderBy(experiments.name),
    db.select().from(featureFlags).orderBy(featureFlags.name),
  ]);
  return { experiments: experimentRows, flags: flagRows };
}

/** The flags every visitor gets, for server-rendered page props. */
export async function loadSiteWideFlags(db: Db): Promise<FeatureFlags> {
  return siteWideFlags(await db.select().from(featureFlags));
}

/** How long the site-wide flags are reused by one process (pages read them on every render). */
export const SITE_FLAGS_TTL_MS = 30_000;

/**
 * The cache lives on globalThis, not in this module: Next bundles the pages and the API routes
 * separately, so each has its own copy of this module, and a team change (an API call) must clear
 * the copy the pages read too (the same reason as server/clock.ts).
 */
type GlobalWithFlags = typeof globalThis & {
  __volanSiteFlags?: { db: Db; at: number; flags: Promise<FeatureFlags> } | null;
};
const g = globalThis as GlobalWithFlags;

/** loadSiteWideFlags, reused for SITE_FLAGS_TTL_MS; a team change in this process clears it. */
export function cachedSiteWideFlags(db: Db, nowMs: number = Date.now()): Promise<FeatureFlags> {
  const cached = g.__volanSiteFlags;
  if (cached && cached.db === db && nowMs - cached.at < SITE_FLAGS_TTL_MS) return cached.flags;
  const flags = loadSiteWideFlags(db);
  g.__volanSiteFlags = { db, at: nowMs, flags };
  flags.catch(() => {
    if (g.__volanSiteFlags?.flags === flags) g.__volanSiteFlags = null;
  });
  return flags;
}

/** Forgets the cached site-wide flags (after a team change), for every bundle of the process. */
export function forgetSiteWideFlags(): void {
  g.__volanSiteFlags = null;
}

/** What the bootstrap answers for one visitor. */
export interface VisitorExperiments {
  experimentCookie: string;
  flagCookie: string;
  featureFlags: FeatureFlags;
}

/** The visitor's experiment cookie, flag cookie and flags. */
export async function experimentsForVisitor(
  db: Db,
  visitor: { id: string; kind: VisitorKind },
  now: Date,
): Promise<VisitorExperiments> {
  const rows = await loadExperimentRows(db);
  const flags = evaluateFlags(visitor.id, visitor.kind, rows.flags);
  return {
    experimentCookie: writeExperimentCookie(assignExperiments(visitor.id, visitor.kind, rows.experiments, now)),
    flagCookie: writeFlagCookie(enabledFlagNames(flags)),
    featureFlags: flags,
  };
}
