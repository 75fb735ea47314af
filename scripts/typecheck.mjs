// Type-checks every workspace project in turn; stops at the first failure.
import { spawnSync } from 'node:child_process';

const projects = ['packages/core', 'packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'];
for (const project of projects) {
  const { status } = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(status ?? 1);
  }
  console.log(`typecheck ok: ${project}`);
}
