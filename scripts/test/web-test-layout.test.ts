import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The web's tests sit beside the code they test: under src/ (a feature's, lib's, a component's) or
 * build/ (the build's own scripts), where the web project's `include` finds them. apps/web/test holds
 * only what they share (the setup, helpers, fixtures); a test file there, or anywhere else outside
 * src/ and build/, would never run.
 */
const TEST_FILE = /\.test\.tsx?$/;
const RUN_FROM = ['src', 'build'];
const SKIPPED = new Set(['node_modules', 'dist']);
const web = resolve(import.meta.dirname, '../../apps/web');

/** The test files under `root` that lie outside src/ and build/, relative to `root`, sorted. */
function strayTests(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const top = dir === root && RUN_FROM.includes(entry.name);
        if (!top && !SKIPPED.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (TEST_FILE.test(entry.name)) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('where the web’s tests lie', () => {
  it('beside their code: none under apps/web/test (its setup, helpers and fixtures only) or elsewhere', () => {
    expect(strayTests(web)).toEqual([]);
  });

  it('names a test planted among the shared helpers, at any depth, and lets src/ and build/ be', () => {
    dir = mkdtempSync(join(tmpdir(), 'web-tests-'));
    const files = [
      'test/helpers.tsx',
      'test/fixtures/picks.ts',
      'test/stray.test.ts',
      'test/picks/pending-tab.test.tsx',
      'public/odd.test.ts',
      'src/features/picks/components/pending-tab.test.tsx',
      'src/lib/format.test.ts',
      'build/precompress.test.ts',
      'node_modules/pkg/index.test.ts',
    ];
    for (const path of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), 'export {};\n');
    }
    expect(strayTests(dir)).toEqual([
      'public/odd.test.ts',
      'test/picks/pending-tab.test.tsx',
      'test/stray.test.ts',
    ]);
  });
});
