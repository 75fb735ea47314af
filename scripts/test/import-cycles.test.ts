import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { importCycles, unitsUnder } from '../import-cycles.mjs';

const find = importCycles as (
  dir: string,
  options?: { tsconfig?: string; group?: (path: string) => string },
) => string[][];

const units = unitsUnder as (...containers: string[]) => (path: string) => string;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A throw-away project made of `files` (path → source). */
function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('import cycles', () => {
  it('finds two files importing each other, through a third, and a type-only import counts', () => {
    const root = project({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './nested/c';\nexport const b = c;\n",
      'nested/c.ts': "import type { A } from '../a';\nexport const c = 1 as unknown as A;\n",
      'alone.ts': "import { a } from './a';\nexport const alone = a;\n",
    });
    expect(find(root)).toEqual([['a.ts', 'b.ts', 'nested/c.ts']]);
  });

  it('finds a cycle made by re-exports', () => {
    const root = project({
      'index.ts': "export * from './x';\n",
      'x.ts': "export { y } from './index';\nexport const x = 1;\n",
    });
    expect(find(root)).toEqual([['index.ts', 'x.ts']]);
  });

  it('does not count a lazy import() or a package', () => {
    const root = project({
      'routes.ts': "export const load = () => import('./page');\n",
      'page.ts':
        "import { load } from './routes';\nimport { z } from 'zod';\nexport const page = [load, z];\n",
    });
    expect(find(root)).toEqual([]);
  });

  it('leaves tests out: a test that renders the app its feature is part of closes no cycle', () => {
    const root = project({
      'app/routes.ts': "import { page } from '../features/page/page';\nexport const routes = [page];\n",
      'features/page/page.ts': 'export const page = 1;\n',
      'features/page/page.test.ts':
        "import { routes } from '../../app/routes';\nexport const seen = routes;\n",
    });
    expect(find(root)).toEqual([]);
    expect(find(root, { group: units('features') })).toEqual([]);
  });

  it('resolves path aliases with the tsconfig', () => {
    const root = project({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
      'src/one.ts': "import { two } from '@/two';\nexport const one = two;\n",
      'src/two.ts': "import { one } from '@/one';\nexport const two = one;\n",
    });
    expect(find(join(root, 'src'), { tsconfig: join(root, 'tsconfig.json') })).toEqual([
      ['one.ts', 'two.ts'],
    ]);
  });

  it('finds cycles between groups of files (modules) that no two files make on their own', () => {
    const root = project({
      'orders/service.ts': "import { bill } from '../billing/bill';\nexport const order = bill;\n",
      'orders/types.ts': 'export type Order = { id: string };\n',
      'billing/bill.ts':
        "import type { Order } from '../orders/types';\nexport const bill = (o: Order) => o;\n",
    });
    expect(find(root)).toEqual([]);
    expect(find(root, { group: (path) => path.split('/')[0]! })).toEqual([['billing', 'orders']]);
  });

  it('takes each module as a unit and every other top-level folder or file as one (how the server is laid out)', () => {
    const root = project({
      'config.ts': "import { keys } from './modules/market/keys';\nexport const config = keys;\n",
      'modules/market/keys.ts': 'export const keys = 1;\n',
      'modules/market/sync.ts': "import { config } from '../../config';\nexport const sync = config;\n",
      'modules/picks/picks.ts': "import { grade } from '../grading/grade';\nexport const picks = grade;\n",
      'modules/grading/grade.ts': "import { cursor } from '../picks/cursor';\nexport const grade = cursor;\n",
      'modules/picks/cursor.ts': 'export const cursor = 1;\n',
      'lib/etag.ts': "import { db } from '../db/client';\nexport const etag = db;\n",
      'db/client.ts': 'export const db = 1;\n',
      'db/migrate.ts': "import { etag } from '../lib/etag';\nexport const migrate = etag;\n",
      'server.ts': "import { picks } from './modules/picks/picks';\nexport const server = picks;\n",
    });
    expect(find(root)).toEqual([]);
    expect(find(root, { group: units('modules') })).toEqual([
      ['config.ts', 'modules/market'],
      ['db', 'lib'],
      ['modules/grading', 'modules/picks'],
    ]);
  });
});
