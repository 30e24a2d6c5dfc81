// ESLint: type-aware TypeScript rules plus the one-way import rules of DESIGN.md.
// Imports go one way: lib and components/ui <- machines <- components/<feature> <- pages.
// server/ is never imported by client code. Test code (model-tests/, test-support/,
// server/**/testing/) is imported by tests only, and the code a browser may load (lib/,
// components/, machines/) imports no Node built-in.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnly = {
  group: ['@/server/*', '@/server/**', '**/server/**'],
  message:
    'server/ runs only on the server (database, secrets). Client code reaches it through GraphQL; only pages (inside getServerSideProps) and API routes may import it.',
};
const noPages = {
  group: ['@/pages/*', '@/pages/**'],
  message: 'pages/ is the top of the import graph: a page wires data to one screen, nothing imports a page.',
};
const noFeatureComponents = {
  group: ['@/components/*', '@/components/**', '!@/components/ui', '!@/components/ui/**'],
  message:
    'Feature components sit above machines and lib (DESIGN.md: lib and components/ui <- machines <- components/<feature> <- pages). Move shared UI to components/ui or logic to lib/.',
};
const noMachines = {
  group: ['@/machines/*', '@/machines/**'],
  message:
    'lib/ and components/ui are the bottom layer: they must not depend on flows. Pass what you need in as arguments or props.',
};
const noFeatureComponentsButForms = {
  ...noFeatureComponents,
  group: [...noFeatureComponents.group, '!@/components/forms', '!@/components/forms/**'],
};
const noTestCode = {
  group: [
    '**/model-tests/*',
    '**/model-tests/**',
    '**/test-support/*',
    '**/test-support/**',
    '**/testing/*',
    '**/testing/**',
  ],
  message:
    'Test code (model-tests/, test-support/, server/**/testing/) is imported only by tests (*.test.ts(x), model-tests/, e2e/, test-support/). Move what production needs into lib/ (e.g. the path generator lives in lib/flows/flow-paths.ts).',
};
const noNodeBuiltins = {
  group: ['node:*'],
  message:
    'lib/, components/ and machines/ may run in the browser: no Node built-in. Server-only code goes to server/ (e.g. server/page/flows-coverage.ts reads files).',
};
// The same built-ins imported without the node: prefix.
const nodeBuiltinPaths = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'querystring',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
].map((name) => ({ name, message: noNodeBuiltins.message }));
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const testCode = [...tests, 'server/*/testing/**'];

/**
 * The import rule of one layer: its own patterns plus, outside tests, no test code and (for code
 * a browser may load) no Node built-in. Tests of the layer (and its test helpers) keep only the
 * layer's patterns. Two config objects, since a later one replaces a rule's options instead of
 * merging them.
 */
function layer(files, patterns, { browser = false, ignores = [], testHelpers = [] } = {}) {
  const testFiles = [
    ...files.flatMap((glob) =>
      glob.endsWith('/**')
        ? tests.map((test) => `${glob.slice(0, -2)}${test}`)
        : /\.test\.tsx?$/u.test(glob)
          ? [glob]
          : [],
    ),
    ...testHelpers,
  ];
  const restrict = (options) => ({ 'no-restricted-imports': ['error', options] });
  return [
    {
      files,
      ignores: [...testCode, ...ignores],
      rules: restrict({
        paths: browser ? nodeBuiltinPaths : [],
        patterns: [...patterns, noTestCode, ...(browser ? [noNodeBuiltins] : [])],
      }),
    },
    ...(patterns.length > 0 && testFiles.length > 0
      ? [{ files: testFiles, ignores, rules: restrict({ patterns }) }]
      : []),
  ];
}

const noAnyComponents = {
  group: ['@/components/*', '@/components/**'],
  message: 'lib/ is framework-free and at the bottom of the import graph; it must not import components.',
};

const noComponentsOnServer = {
  group: ['@/components/*', '@/components/**'],
  message: 'server/ must not depend on UI code.',
};
const noUiOrFlows = {
  group: ['@/components/*', '@/components/**', '@/machines/*', '@/machines/**'],
  message: 'server/ must not depend on UI code or flows.',
};
const flowsLoader = ['server/page/flows.loader.ts', 'server/page/flows.loader.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      '.stryker-tmp/**',
      'reports/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  ...layer(['lib/**'], [serverOnly, noPages, noAnyComponents, noMachines], { browser: true }),
  ...layer(['components/ui/**'], [serverOnly, noPages, noFeatureComponents, noMachines], { browser: true }),
  // Form pieces shared by every feature: the bottom layer like components/ui, which they build on.
  ...layer(['components/forms/**'], [serverOnly, noPages, noFeatureComponentsButForms, noMachines], { browser: true }),
  ...layer(['machines/**'], [serverOnly, noPages, noFeatureComponents], { browser: true }),
  ...layer(['components/**'], [serverOnly, noPages], {
    browser: true,
    ignores: ['components/ui/**', 'components/forms/**'],
  }),
  ...layer(['server/**'], [noPages, noUiOrFlows], { ignores: flowsLoader, testHelpers: ['server/*/testing/**'] }),
  // The /flows loader is about flows: it reads the machine registry, never UI code.
  ...layer(flowsLoader, [noPages, noComponentsOnServer]),
  ...layer(['pages/**'], []),
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', 'model-tests/**'],
    rules: { 'no-console': 'off' },
  },
);
