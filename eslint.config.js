// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import * as espree from 'espree'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Correctness rules only: formatting is Prettier's (`npm run format`), types are tsc's. The UI is
 * checked for hooks misuse and for accessibility in JSX; browser code gets the browser's globals,
 * everything else Node's.
 */
export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'test-results/', 'playwright-report/', 'bench-results/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Runs on whatever Node a newcomer has, to say which one the project needs: Node 16's syntax at
    // most, which ESLint's own parser checks (typescript-eslint's reads any).
    files: ['scripts/check-node-version.mjs'],
    languageOptions: { parser: espree, ecmaVersion: 2021 },
    // A rule of TypeScript's syntax, which needs its parser: plain JavaScript imports no types.
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['bench/interact/interaction-probe.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  prettier,
)
