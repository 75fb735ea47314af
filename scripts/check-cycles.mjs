// Fails when a workspace's source files import each other in a cycle (see import-cycles.mjs).
import { importCycles } from './import-cycles.mjs';

const WORKSPACES = [
  { dir: 'packages/core/src', tsconfig: 'packages/core/tsconfig.json' },
  { dir: 'packages/contracts/src', tsconfig: 'packages/contracts/tsconfig.json' },
  { dir: 'apps/server/src', tsconfig: 'apps/server/tsconfig.json' },
  { dir: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' },
  { dir: 'bench/src', tsconfig: 'bench/tsconfig.json' },
  { dir: 'e2e', tsconfig: 'e2e/tsconfig.json' },
];

let failed = false;
for (const { dir, tsconfig } of WORKSPACES) {
  const cycles = importCycles(dir, { tsconfig });
  for (const cycle of cycles) console.error(`import cycle in ${dir}: ${cycle.join(' ↔ ')}`);
  failed ||= cycles.length > 0;
}
if (failed) process.exit(1);
console.log(`no import cycles in ${WORKSPACES.length} workspaces`);
