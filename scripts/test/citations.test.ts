import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Comments, test titles and printed labels state the rule itself or point at a file in docs/: a
 * reader of the repository has no product or decisions notes outside it, and no issue tracker.
 */
const CITATION =
  /\b(?:product|decisions)\.md\b|\bissues? ?#?\d+|\bdecisions? §?\d+|\b(?:spec|product) §\d+|\(#\d+\)/i;
const SOURCE = /\.(?:ts|tsx|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const repository = resolve(import.meta.dirname, '../..');
const self = resolve(import.meta.filename);

/** `file:line: text` for every line of a source file under `roots` that cites such a document. */
function citations(base: string, roots: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (SOURCE.test(entry.name) && resolve(path) !== self) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (CITATION.test(line)) found.push(`${relative(base, path)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
  };
  for (const root of roots) walk(join(base, root));
  return found;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('citations of documents the repository does not have', () => {
  it('finds none in apps, packages, bench, e2e and scripts', () => {
    expect(citations(repository, ['apps', 'packages', 'bench', 'e2e', 'scripts'])).toEqual([]);
  });

  it('fires on a fixture that cites one, and not on colours, entry numbers or docs/ pointers', () => {
    dir = mkdtempSync(join(tmpdir(), 'citations-'));
    const files: Record<string, string> = {
      'apps/a.ts': '/** A graded pick keeps its first result (decisions.md §3). */\nexport const a = 1;\n',
      'apps/b.tsx':
        "// Colour #475569, ledger entry #42, the rule in docs/picks.md.\nexport const b = 'zod issue';\n",
      'apps/node_modules/c.ts': '// product.md §2\n',
    };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    expect(citations(dir, ['apps'])).toEqual([
      'apps/a.ts:1: /** A graded pick keeps its first result (decisions.md §3). */',
    ]);
  });

  it.each([
    'see product.md',
    'as the Issue 15 review found',
    'issue #21',
    '(decision 009)',
    'decisions §5',
    'spec §4',
    'fixed in (#21)',
  ])('recognises %s', (text) => {
    expect(CITATION.test(text)).toBe(true);
  });
});
