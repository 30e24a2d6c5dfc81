// ESLint: type-aware TypeScript rules plus the one-way import rules of DESIGN.md.
// Imports go one way: lib and components/ui <- machines <- components/<feature> <- pages.
// server/ is never imported by client code.
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
  message: 'lib/ and components/ui are the bottom layer: they must not depend on flows. Pass what you need in as arguments or props.',
};
const noAnyComponents = {
  group: ['@/components/*', '@/components/**'],
  message: 'lib/ is framework-free and at the bottom of the import graph; it must not import components.',
};

export default tseslint.config(
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.stryker-tmp/**', 'reports/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/db/migrations/**'],
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
  {
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, noPages, noAnyComponents, noMachines] }] },
  },
  {
    files: ['components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, noPages, noFeatureComponents, noMachines] }] },
  },
  {
    files: ['machines/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, noPages, noFeatureComponents] }] },
  },
  {
    files: ['components/**'],
    ignores: ['components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, noPages] }] },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noPages, { group: ['@/components/*', '@/components/**', '@/machines/*', '@/machines/**'], message: 'server/ must not depend on UI code or flows.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', 'model-tests/**'],
    rules: { 'no-console': 'off' },
  },
);
