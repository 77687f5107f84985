import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The test runners' names for a test or a group: Mocha's (browser tests) and node:test's. */
const TEST_FUNCTIONS = ['it', 'describe', 'test', 'suite', 'context', 'specify'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'packages/*/dist/',
      'coverage/',
      'test-results/',
      'custom-elements.json',
      'docs/_site/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'src/components/**/*.ts',
      'src/internal/**/*.ts',
      'test/components/**/*.ts',
      'demo/**/*.ts',
      'docs/**/*.ts',
    ],
    plugins: { lit, wc, 'lit-a11y': litA11y },
    rules: {
      ...lit.configs.recommended.rules,
      ...wc.configs.recommended.rules,
      ...wc.configs['best-practice'].rules,
      ...litA11y.configs.recommended.rules,
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a const object instead of an enum.' },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces.' },
      ],
    },
  },
  {
    // Every test of every runner: the browser's (Mocha), Node's and the end-to-end ones (node:test), and
    // the packages' own.
    files: ['test/**/*.ts', 'packages/*/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...TEST_FUNCTIONS.flatMap((object) => [
          { object, property: 'only', message: 'Do not commit focused tests.' },
          { object, property: 'skip', message: 'Do not commit skipped tests.' },
        ]),
      ],
    },
  },
  prettier,
);
