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

const SERVER_SRC = 'apps/server/src';
const REPOSITORY = {
  regex: '\\.repository$',
  message: "A route calls its module's services; the repository stays behind them.",
};

/**
 * The server's modules keep their insides to themselves: another module, and the rest of the server,
 * reach a module only through its index.ts (`../picks`, never `../picks/picks.repository`), and a
 * route never calls a repository. As on the web, one block per folder depth, because leaving the
 * module is one more `../` at each level; leaving `modules/` altogether (`../../lib/…`) is free.
 */
function serverBoundaries() {
  const blocks = [0, 1, 2, 3].flatMap((depth) => {
    const deepImport = {
      regex: `^(\\.\\./){${depth + 1}}[a-z][a-z0-9-]*/`,
      message: 'Another module is reached only through its index.ts: import ../<module>.',
    };
    const files = `${SERVER_SRC}/modules/*/${'*/'.repeat(depth)}`;
    return [
      { files: [`${files}*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] } },
      {
        files: [`${files}*.routes.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, REPOSITORY] }] },
      },
    ];
  });
  return [
    ...blocks,
    {
      files: [`${SERVER_SRC}/*.ts`, `${SERVER_SRC}/!(modules)/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)modules/[^/]+/',
                message: 'A module is reached only through its index.ts: import …/modules/<module>.',
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
  ...serverBoundaries(),
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
