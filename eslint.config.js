// One lint configuration for the whole workspace; Prettier owns formatting (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = 'apps/web/src';
const FEATURE_INTERNALS = {
  regex: '^@/features/[^/]+/',
  message: 'Another feature is reached only through its public entry: @/features/<name> (its index.ts).',
};

/**
 * The web's features stay apart the way the server's modules do: a feature reaches another one only
 * through its index.ts, and leaves its own folder only through `@/` (a relative path out of a feature
 * would bypass that check). The shared layers (components, lib, hooks) never depend on a feature.
 * One block per folder depth, because "out of the feature" is one more `../` at each level.
 */
function webBoundaries() {
  const featureBlocks = [0, 1, 2, 3, 4].map((depth) => ({
    files: [`${WEB_SRC}/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FEATURE_INTERNALS,
            {
              regex: `^(\\.\\./){${depth + 1}}`,
              message:
                'Outside its own feature a file imports with @/ (e.g. @/lib/format, @/features/picks).',
            },
          ],
        },
      ],
    },
  }));
  return [
    ...featureBlocks,
    {
      files: [`${WEB_SRC}/app/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              FEATURE_INTERNALS,
              { regex: '^(\\.\\./)+features/[^/]+/', message: FEATURE_INTERNALS.message },
            ],
          },
        ],
      },
    },
    {
      files: [`${WEB_SRC}/{components,lib,hooks}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(@/|(\\.\\./)+)features(/|$)',
                message: 'components/, lib/ and hooks/ are shared: they never import a feature.',
              },
            ],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webBoundaries(),
  {
    // The import graph keeps betting math away from I/O, the database and React.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'http', 'https', 'net', 'child_process'],
              message: 'packages/core is pure: no I/O',
            },
            {
              group: ['react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'],
              message: 'packages/core is pure',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'packages/core is pure: no I/O' }],
    },
  },
);
