/**
 * What happens when a PostgreSQL run cannot reach its server. Locally the run is skipped with a
 * warning (not every machine has PostgreSQL); in CI (`CI` set, as .ci/run does) it fails: CI must
 * test PostgreSQL, and a warning nobody reads would let it silently test only PGlite.
 */

/** True when the environment says this is CI ('true', '1' or any value but '', '0' and 'false'). */
export function isCi(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const value = env['CI']?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** Thrown instead of skipping, in CI. */
export class PostgresRequiredError extends Error {
  constructor(what: string) {
    super(`${what} — CI=true, so PostgreSQL must be reachable: a skipped PostgreSQL run fails the build.`);
    this.name = 'PostgresRequiredError';
  }
}

/** Warns that a PostgreSQL run is skipped, or throws PostgresRequiredError in CI. */
export function skipPostgres(what: string, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (isCi(env)) throw new PostgresRequiredError(what);
  console.warn(`${what}; skipping it (set CI=true to make this an error).`);
}
