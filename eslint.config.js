// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { clientBoundaries } from './apps/client/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '**/dev-dist/**',
      'apps/client/android/**',
      'apps/client/ios/**',
      'apps/client/public/**',
      'apps/client/test-results/**',
      'apps/client/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Config files and plain scripts sit outside the TypeScript projects: lint them without type information.
    files: ['**/*.js', '**/*.mjs', '**/vitest.config.ts', 'scripts/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // game-core is pure: no runtime dependency, no clock, no randomness, no I/O.
    files: ['packages/game-core/src/**/*.ts'],
    ignores: ['packages/game-core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[^.]', message: 'game-core has no runtime dependencies: import only its own files.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass nowMs in.' },
        { object: 'Math', property: 'random', message: 'Pass an Rng in.' },
      ],
      'no-restricted-globals': [
        'error',
        'localStorage',
        'window',
        'document',
        'setTimeout',
        'setInterval',
        'fetch',
      ],
    },
  },
  {
    // Accessibility of the markup (labels, roles, keyboard access), checked as the code is written; axe checks
    // the rendered screens in the e2e suite.
    files: ['apps/client/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our radio groups and tab lists are WAI-ARIA composite widgets with a roving tabindex (src/lib/radio-group.ts):
      // the checked child takes focus, never the container, which this rule cannot tell apart.
      'jsx-a11y/interactive-supports-focus': 'off',
    },
  },
  {
    files: ['apps/client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  clientBoundaries,
  prettier,
);
