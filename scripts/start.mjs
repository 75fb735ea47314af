// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt > changedAt) return;
  console.log(`Building ${name}...`);
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const shared = ['packages/core/src', 'packages/contracts/src'];
buildIfStale(
  'the web app',
  join(root, 'apps/web/dist/index.html'),
  [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public'],
  '@arcade/web',
);
buildIfStale(
  'the server',
  join(root, 'apps/server/dist/server.js'),
  [...shared, 'apps/server/src', 'apps/server/drizzle', 'apps/server/tsup.config.ts'],
  '@arcade/server',
);

process.env.NODE_ENV ??= 'production';
await import(join(root, 'apps/server/dist/server.js'));
