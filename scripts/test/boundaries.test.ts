import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

// The first lint loads the configuration, its plugins and the resolver: seconds on a busy machine, once.
beforeAll(() => eslint.lintText('', { filePath: 'apps/server/src/warm-up.ts' }), 120_000);

/** Every lint message for `source` as if it were the file at `path` (the file need not exist). */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** An import of `from` that is used, so only the architecture can object to it. */
const importing = (from: string) => `import { a } from '${from}';\nexport const used = a;\n`;

// The planted imports point at files that exist: the rules judge the file an import resolves to.
type Case = [name: string, file: string, source: string, refusal: string];

const S = 'apps/server/src';
const W = 'apps/web/src';

const illegal: Case[] = [
  // A module is reached only through its index.ts, by whatever path.
  ['a module into another module', `${S}/modules/picks/x.ts`, importing('../bets/bets.service'), 'index.ts'],
  [
    'a nested file by a long path',
    `${S}/modules/picks/deep/x.ts`,
    importing('../../../modules/record/ledger/chain'),
    'index.ts',
  ],
  ['a nested module folder', `${S}/modules/picks/x.ts`, importing('../record/ledger'), 'index.ts'],
  ['the app into a module', `${S}/app.ts`, importing('./modules/bets/bets.repository'), 'index.ts'],
  ['the CLI into a module', `${S}/cli/x.ts`, importing('../modules/record/ledger/chain'), 'index.ts'],
  // Layers of the server.
  [
    'a route to a repository, even its own',
    `${S}/modules/bets/x.routes.ts`,
    importing('./bets.repository'),
    'repositories stay behind',
  ],
  [
    'a repository to a service',
    `${S}/modules/bets/x.repository.ts`,
    importing('./bets.service'),
    'bottom of a module',
  ],
  [
    'a repository to a route',
    `${S}/modules/bets/x.repository.ts`,
    importing('./bets.routes'),
    'bottom of a module',
  ],
  [
    'a service to a route',
    `${S}/modules/bets/x.service.ts`,
    importing('./bets.routes'),
    'never imports a route',
  ],
  ['lib to a module', `${S}/lib/x.ts`, importing('../modules/bets'), 'lowest layer'],
  ['lib to the database', `${S}/lib/x.ts`, importing('../db/client'), 'lowest layer'],
  ['the database to a plugin', `${S}/db/x.ts`, importing('../plugins/access'), 'below plugins and modules'],
  ['a plugin to a module', `${S}/plugins/x.ts`, importing('../modules/bets'), 'below the modules'],
  ['a module to the app', `${S}/modules/bets/x.service.ts`, importing('../../app'), 'never imports the app'],
  // Packages and apps.
  [
    'core to the server',
    'packages/core/src/x.ts',
    importing('../../../apps/server/src/config'),
    'never import an app',
  ],
  [
    'contracts to the web',
    'packages/contracts/src/x.ts',
    importing('../../../apps/web/src/lib/format'),
    'never import an app',
  ],
  ['core to contracts', 'packages/core/src/x.ts', importing('../../contracts/src/index'), 'stands alone'],
  [
    'the web to the server',
    `${W}/lib/x.ts`,
    importing('../../../server/src/lib/app-error'),
    'only through packages',
  ],
  // The web's features.
  [
    "a feature into another's insides",
    `${W}/features/bets/x.ts`,
    importing('@/features/record/api/get-record'),
    'index.ts',
  ],
  [
    'the same by a relative path',
    `${W}/features/bets/api/x.ts`,
    importing('../../record/api/get-record'),
    'index.ts',
  ],
  ['a shared component to a feature', `${W}/components/ui/x.tsx`, importing('@/features/record'), 'shared'],
  ['a feature to the app shell', `${W}/features/bets/x.ts`, importing('@/app/router'), 'app shell'],
];

const pure = 'packages/core/src/x.ts';
const impure: Case[] = [
  ['the clock', pure, 'export const now = Date.now();\n', 'no clock'],
  ['the clock by `new Date()`', pure, 'export const now = new Date();\n', 'no clock'],
  ['randomness', pure, 'export const r = Math.random();\n', 'no randomness'],
  ['the environment', pure, 'export const e = process.env.X;\n', 'no environment'],
  ['the console', pure, "export const log = () => console.log('x');\n", 'no console'],
  ['Node I/O', pure, importing('node:fs'), 'no I/O'],
];

const legal: Case[] = [
  ['a module through its index', `${S}/modules/picks/x.ts`, importing('../bets'), ''],
  ['a nested module through its index', `${S}/modules/picks/x.ts`, importing('../record'), ''],
  ['a module from the app through its index', `${S}/app.ts`, importing('./modules/bets'), ''],
  [
    "a service to its module's repository",
    `${S}/modules/bets/x.service.ts`,
    importing('./bets.repository'),
    '',
  ],
  ['a route to its service', `${S}/modules/bets/x.routes.ts`, importing('./bets.service'), ''],
  [
    'a module to lib, the database and a plugin',
    `${S}/modules/bets/deep/x.ts`,
    "import { a } from '../../../lib/app-error';\nimport { b } from '../../../db/client';\nimport { c } from '../../../plugins/access';\nexport const used = [a, b, c];\n",
    '',
  ],
  ['lib to lib', `${S}/lib/x.ts`, importing('./app-error'), ''],
  ['core to core', 'packages/core/src/odds/x.ts', importing('./convert'), ''],
  ['a date from its argument in core', pure, 'export const at = (ms: number) => new Date(ms);\n', ''],
  ['a feature through its index', `${W}/features/bets/x.ts`, importing('@/features/record'), ''],
  ['a feature to shared components', `${W}/features/bets/x.ts`, importing('@/components/ui/button'), ''],
  ['the app shell to a feature', `${W}/app/x.tsx`, importing('@/features/record'), ''],
];

describe('the architecture, as the lint configuration enforces it', () => {
  it.each([...illegal, ...impure])('refuses %s', async (_name, path, source, refusal) => {
    expect(await refusals(path, source)).toEqual([expect.stringContaining(refusal)]);
  });

  it.each(legal)('lets through %s', async (_name, path, source) => {
    expect(await refusals(path, source)).toEqual([]);
  });
});
