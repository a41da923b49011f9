// ESLint: the mistakes a type checker lets through (unused code, unsafe patterns). Formatting is
// Prettier's (.prettierrc.json), not ESLint's. `npm run lint` runs both; .ci/run runs it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.test-build/', 'test-results/', 'node_modules/', '**/*.generated.ts', 'src/console/gql/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // A leading underscore names what a signature needs but the body does not use
      // (express's four-argument error handler, a destructured field left out on purpose).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // A variable a closure reads before its one assignment (a server handler set up first).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // src/db/tables.ts builds the DB type by interface merging, one `extends` per area.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Rules that need the types (typescript-eslint's type-aware linting, one program per
    // tsconfig): a promise nobody awaits loses its error, and an assertion the checker does not
    // need hides the day the type changes under it.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Migrations are frozen in time: they take Kysely<any>, never today's table types (Kysely's
    // own advice). Tests and benchmarks read JSON answers whose shapes the test itself asserts.
    files: ['migrations/**', 'src/db/migrator.ts', 'src/db/doctor.ts', 'test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The console (React): the rules of hooks are errors; a missing dependency is a warning to
    // read, since some effects run on purpose only when an id changes.
    files: ['src/console/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
