import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCi, PostgresRequiredError, skipPostgres } from './postgres-skip';

describe('a PostgreSQL run that cannot reach its server', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'TRUE' }, true],
    [{ CI: 'false' }, false],
    [{ CI: '0' }, false],
    [{ CI: '' }, false],
    [{}, false],
  ])('CI in %j → %s', (env, expected) => {
    expect(isCi(env)).toBe(expected);
  });

  it('fails the build in CI', () => {
    expect(() => skipPostgres('[e2e] PostgreSQL at 127.0.0.1:5432 does not answer', { CI: 'true' })).toThrow(
      PostgresRequiredError,
    );
  });

  it('is skipped with a warning elsewhere', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => skipPostgres('[e2e] PostgreSQL at 127.0.0.1:5432 does not answer', {})).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipping it'));
  });
});
