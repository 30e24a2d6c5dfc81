import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname)}/` },
      // graphql ships CJS and ESM; yoga and Apollo load the CJS copy, so pin every import to it
      // (two copies break `instanceof GraphQLError` and schema checks).
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // .stryker-tmp holds StrykerJS's sandbox copies of the repository while `npm run test:mutation` runs.
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**', '.stryker-tmp/**'],
    // A stray `.only` would silently skip the rest of the suite.
    allowOnly: false,
    setupFiles: ['./vitest.setup.ts'],
    // A cache folder for the test databases that files share (server/db/testing/test-db-cache.ts).
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // A worker keeps its modules from one file to the next instead of loading the app again for each
    // of the ~200 files: the run takes about half the time. What a file changes globally is undone
    // by the file itself (its env, timers, mocks) and by vitest.setup.ts (Testing Library's cleanup).
    isolate: false,
    // Vitest's default is one worker less than the cores: a single worker on CI's two cores. Test files
    // spend much of their time in PGlite and PostgreSQL, so one worker per core finishes sooner.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
