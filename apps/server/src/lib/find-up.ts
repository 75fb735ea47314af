import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The first ancestor of `fromUrl`'s directory that contains `relativePath`, joined with it.
 * Lets the same code find its files when run from `src/` (tsx, tests) and from the bundled `dist/`.
 */
export function findUp(fromUrl: string, relativePath: string): string | undefined {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = join(dir, relativePath);
    if (existsSync(candidate)) return resolve(candidate);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
