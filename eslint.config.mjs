import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
        { selector: 'TSEnumDeclaration', message: 'Use a const object instead of an enum (STYLE.md).' },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces (STYLE.md).' },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'describe', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'it', property: 'skip', message: 'Do not commit skipped tests.' },
        { object: 'describe', property: 'skip', message: 'Do not commit skipped tests.' },
      ],
    },
  },
  prettier,
);
