// The architecture as lint rules: which folder may import which, decided on the resolved file, so a
// rule holds by any path that reaches it (`../x`, `../../modules/x/…`, `@/features/x/…`).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** The folders directly under `dir` (the server's modules, the web's features), read when lint starts. */
function foldersOf(dir) {
  return readdirSync(new URL(`../../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Each folder under `parent` is reached from anywhere else in `source` only through its index.ts.
 * `everywhereElse` lists the globs of the rest of the app, the folder's siblings added per folder.
 */
function privateFolders(parent, source, everywhereElse, message) {
  return foldersOf(parent).map((name) => ({
    target: [...everywhereElse, `${parent}/!(${name})/**`],
    from: `${parent}/${name}`,
    except: ['./index.ts'],
    message: message(name),
  }));
}

const below = (target, from, message) => ({ target, from, message });

const serverZones = () => [
  ...privateFolders(
    `${SERVER}/modules`,
    SERVER,
    [`${SERVER}/*.ts`, `${SERVER}/!(modules)/**`],
    (name) => `A module is reached only through its index.ts: import …/modules/${name}.`,
  ),
  // Layers, lowest first: lib, then db and demo, then plugins, then modules, then app.ts / server.ts / cli.
  below(
    `${SERVER}/lib`,
    [
      `${SERVER}/db`,
      `${SERVER}/demo`,
      `${SERVER}/plugins`,
      `${SERVER}/modules`,
      `${SERVER}/cli`,
      `${SERVER}/app.ts`,
      `${SERVER}/server.ts`,
    ],
    'lib/ is the lowest layer of the server: it imports nothing of the server above it.',
  ),
  below(
    [`${SERVER}/db`, `${SERVER}/demo`],
    [`${SERVER}/plugins`, `${SERVER}/modules`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    'db/ and demo/ sit below plugins and modules: they never import them.',
  ),
  below(
    `${SERVER}/plugins`,
    [`${SERVER}/modules`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    'plugins/ are cross-cutting and sit below the modules: they never import one.',
  ),
  below(
    `${SERVER}/modules`,
    [`${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/server.ts`],
    'A module never imports the app that composes it (app.ts, server.ts, cli/).',
  ),
  // Inside the modules: routes → services → repositories → db.
  below(
    `${SERVER}/modules/**/*.routes.ts`,
    `${SERVER}/modules/**/*.repository.ts`,
    'A route calls services; repositories stay behind them.',
  ),
  below(
    `${SERVER}/modules/**/*.repository.ts`,
    [`${SERVER}/modules/**/*.service.ts`, `${SERVER}/modules/**/*.routes.ts`],
    'A repository is the bottom of a module: it never imports a service or a route.',
  ),
  below(
    `${SERVER}/modules/**/*.service.ts`,
    `${SERVER}/modules/**/*.routes.ts`,
    'A service never imports a route: routes call services, not the other way round.',
  ),
];

const webZones = () => [
  ...privateFolders(
    `${WEB}/features`,
    WEB,
    [`${WEB}/*.{ts,tsx}`, `${WEB}/!(features)/**`],
    (name) => `Another feature is reached only through its index.ts: import @/features/${name}.`,
  ),
  below(
    [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`],
    [`${WEB}/features`, `${WEB}/app`],
    'components/, lib/ and hooks/ are shared: they never import a feature or the app.',
  ),
  below(`${WEB}/features`, `${WEB}/app`, 'A feature never imports the app shell that composes it.'),
];

const workspaceZones = () => [
  below(
    ['packages/core', 'packages/contracts'],
    ['apps', 'bench', 'e2e', 'scripts'],
    'packages/ never import an app.',
  ),
  below(
    'packages/core',
    'packages/contracts',
    'packages/core stands alone: contracts may build on it, not the reverse.',
  ),
  below('apps/server', 'apps/web', 'The server and the web share code only through packages/.'),
  below('apps/web', 'apps/server', 'The server and the web share code only through packages/.'),
];

/** Resolution follows each app's tsconfig (the web's `@/` alias, extensionless TypeScript paths). */
const resolverSettings = {
  'import-x/resolver': {
    typescript: {
      project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
      alwaysTryTypes: true,
      noWarnOnMultipleProjects: true,
    },
  },
};

/** The lint block: every zone above, one rule. */
export function architecture(importPlugin) {
  return {
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importPlugin },
    settings: resolverSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...serverZones(), ...webZones(), ...workspaceZones()] },
      ],
    },
  };
}
