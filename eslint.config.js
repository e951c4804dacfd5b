import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.cache/**',
      'data/**',
      'visual-diff/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
      // Every user-visible string is an i18n key (GUIDE §4): no text literals in JSX.
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.tsx', 'stories/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    // Hooks live in .ts modules too (useClock, usePageParams …), not only in components: the
    // hook rules cover every file of the React packages (docs/architecture.md "Lint rules").
    files: ['**/*.tsx', 'packages/{ui,widgets,portal}/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A package is used through its public surface only (docs/architecture.md "Public
    // surfaces"): no `@maru/x/src/…`, and no relative path into another package's folder.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@maru/*/src', '@maru/*/src/**'],
              message: "Import the package's public surface (`@maru/x`), not its source files.",
            },
          ],
        },
      ],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // No import cycles inside or across the packages: a cycle makes module order decide
    // behaviour and defeats lazy loading (a lazily loaded page that imports the route table
    // that loads it). Type-only imports are erased and do not count. Scoped to the packages'
    // sources to keep the cost down (measured in docs/architecture.md "Lint rules").
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // styled-components 6 has no `exports` map, so plain Node ESM (server rendering in another
      // product) loads its CommonJS build, whose default import is the module object, not `styled`.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message:
            "Import `{ styled }` from 'styled-components': the default import breaks @maru/ui in Node ESM.",
        },
      ],
    },
  },
  {
    // Demo data stays out of production code (issue 14, docs/architecture.md "Rules versus
    // fixtures"): rules are `@maru/api/domain`; fixtures feed seeds, mocks, stories and tests.
    // The typescript-eslint variant, so a core `no-restricted-imports` block elsewhere cannot
    // silently replace this one for the same files.
    files: ['packages/server/src/**/*.ts', 'packages/{portal,widgets}/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/seed.ts',
      // The 100,000-member company of the benchmarks, seeded on request.
      'packages/server/src/directory/scale.ts',
      'packages/server/src/search/bench.ts',
      // Prints the demo sign-ins when the server starts in demo mode.
      'packages/server/src/main.ts',
      // Test and story harnesses of the portal.
      'packages/portal/src/profile/testSession.ts',
      'packages/portal/src/shell/layouts/shellHarness.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@maru/api/fixtures',
              message:
                'Fixtures are demo data for seeds, mocks, stories and tests; import rules from @maru/api/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside @maru/api the arrow points one way too: fixtures and mocks use the contract, the
    // dates and the domain rules, never the reverse.
    files: ['packages/api/src/{client,contract,dates,domain,errors}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/fixtures', '**/fixtures/**', '**/mocks', '**/mocks/**'],
              message: 'Rules and the contract never depend on demo data or MSW handlers.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
