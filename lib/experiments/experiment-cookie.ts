/**
 * The experiment cookies (SPEC §4 Experiments, §9): `laquesis` holds the visitor's assignments,
 * entries separated by '#', each NAME@variant optionally followed by '|...' (names upper-cased,
 * variants lower-cased); `laquesisff` holds the names of the flags that are on, separated by '#'.
 * Parsed and written here only, so the server, the bootstrap and the machine agree on the format.
 */

/** The experiment cookie. */
export const EXPERIMENT_COOKIE = 'laquesis';
/** The feature-flag cookie. */
export const FLAG_COOKIE = 'laquesisff';
/** The hash of both, written after the bootstrap (its absence triggers it). */
export const HASH_COOKIE = 'ock';
/** The anonymous visitor id the assignment hashes (a random UUID). */
export const VISITOR_COOKIE = 'vid';
/** Old experiment cookies deleted before a bootstrap (SPEC §4). */
export const STALE_EXPERIMENT_COOKIES = ['laquesis', 'laquesisff', 'lqstatus', 'lqonap', 'onap', 'ldf'] as const;

/** Experiment name (upper case) → variant (lower case). */
export type ExperimentAssignments = Readonly<Record<string, string>>;

const NAME = /^[A-Z0-9][A-Z0-9_.-]{0,63}$/u;
const VARIANT = /^[a-z0-9][a-z0-9_-]{0,31}$/u;

/** The assignments of an experiment cookie; malformed entries are skipped, the first of a name wins. */
export function parseExperimentCookie(value: string | null | undefined): ExperimentAssignments {
  const out: Record<string, string> = {};
  for (const entry of (value ?? '').split('#')) {
    const head = entry.split('|', 1)[0]!.trim();
    const at = head.indexOf('@');
    if (at <= 0) continue;
    const name = head.slice(0, at).toUpperCase();
    const variant = head.slice(at + 1).toLowerCase();
    if (NAME.test(name) && VARIANT.test(variant) && !(name in out)) out[name] = variant;
  }
  return out;
}

/** The experiment cookie for some assignments, sorted by name so equal assignments give equal cookies. */
export function writeExperimentCookie(assignments: ExperimentAssignments): string {
  const normalised = parseExperimentCookie(
    Object.entries(assignments)
      .map(([name, variant]) => `${name}@${variant}`)
      .join('#'),
  );
  return Object.keys(normalised)
    .sort()
    .map((name) => `${name}@${normalised[name]}`)
    .join('#');
}

/** The flag names of a feature-flag cookie (empty and duplicate names dropped). */
export function parseFlagCookie(value: string | null | undefined): string[] {
  const names = (value ?? '')
    .split('#')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z0-9_.-]{1,64}$/u.test(name));
  return [...new Set(names)];
}

/** The feature-flag cookie for the names of the flags that are on. */
export function writeFlagCookie(names: readonly string[]): string {
  return parseFlagCookie(names.join('#')).sort().join('#');
}

/** The variant of one experiment in an experiment cookie, or null. */
export function variantOf(cookie: string | null | undefined, experiment: string): string | null {
  return parseExperimentCookie(cookie)[experiment.toUpperCase()] ?? null;
}
