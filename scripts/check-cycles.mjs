// Fails when a workspace's source files import each other in a cycle, and when the server's modules or
// the web app's features do, taken as wholes (see import-cycles.mjs).
import { importCycles, unitsUnder } from './import-cycles.mjs';

const WORKSPACES = [
  { dir: 'packages/core/src', tsconfig: 'packages/core/tsconfig.json' },
  { dir: 'packages/contracts/src', tsconfig: 'packages/contracts/tsconfig.json' },
  { dir: 'apps/server/src', tsconfig: 'apps/server/tsconfig.json', units: unitsUnder('modules') },
  { dir: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json', units: unitsUnder('features') },
  { dir: 'bench/src', tsconfig: 'bench/tsconfig.json' },
  { dir: 'e2e', tsconfig: 'e2e/tsconfig.json' },
];

let failed = false;
for (const { dir, tsconfig, units } of WORKSPACES) {
  const cycles = importCycles(dir, { tsconfig });
  for (const cycle of cycles) console.error(`import cycle in ${dir}: ${cycle.join(' ↔ ')}`);
  const unitCycles = units ? importCycles(dir, { tsconfig, group: units }) : [];
  for (const cycle of unitCycles)
    console.error(`import cycle between the parts of ${dir}: ${cycle.join(' ↔ ')}`);
  failed ||= cycles.length > 0 || unitCycles.length > 0;
}
if (failed) process.exit(1);
console.log(
  `no import cycles in ${WORKSPACES.length} workspaces, nor between the server's modules or the web app's features`,
);
