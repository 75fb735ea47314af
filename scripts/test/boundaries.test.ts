import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

// The first lint loads the configuration and its plugins: seconds on a busy machine, once.
beforeAll(() => eslint.lintText('', { filePath: 'apps/server/src/warm-up.ts' }), 60_000);

/** The messages of the import-boundary rule for `source` as if it were the file at `path`. */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe('import boundaries (the lint configuration itself)', () => {
  it.each([
    [
      'a module into another module',
      'apps/server/src/modules/picks/x.ts',
      "import { a } from '../generation/judge';",
    ],
    [
      'a nested file of a module',
      'apps/server/src/modules/notifications/alerts/x.ts',
      "import { a } from '../../mail/mailer';",
    ],
    [
      'the rest of the server into a module',
      'apps/server/src/app.ts',
      "import { a } from './modules/picks/picks.repository';",
    ],
    [
      'the server from a folder outside modules',
      'apps/server/src/cli/x.ts',
      "import { a } from '../modules/record/ledger/chain';",
    ],
  ])('refuses a deep import: %s', async (_name, path, line) => {
    expect(await refusals(path, line + use('a'))).toEqual([expect.stringContaining('index.ts')]);
  });

  it('refuses a route that imports a repository, even its own', async () => {
    const source = "import { a } from './picks.repository';" + use('a');
    expect(await refusals('apps/server/src/modules/picks/x.routes.ts', source)).toEqual([
      expect.stringContaining('repository'),
    ]);
    expect(await refusals('apps/server/src/modules/picks/x.service.ts', source)).toEqual([]);
  });

  it.each([
    ['its own files', 'apps/server/src/modules/picks/x.ts', "import { a } from './picks.repository';"],
    [
      'another module through its index',
      'apps/server/src/modules/picks/x.ts',
      "import { a } from '../generation';",
    ],
    [
      'the shared layers',
      'apps/server/src/modules/picks/deep/x.ts',
      "import { a } from '../../../lib/changes';",
    ],
    [
      'a module from app.ts through its index',
      'apps/server/src/app.ts',
      "import { a } from './modules/picks';",
    ],
  ])('lets through %s', async (_name, path, line) => {
    expect(await refusals(path, line + use('a'))).toEqual([]);
  });

  it("refuses a web feature's insides and a shared component importing a feature", async () => {
    const deep = "import { a } from '@/features/picks/api/picks-api';" + use('a');
    expect(await refusals('apps/web/src/features/dashboard/x.ts', deep)).toHaveLength(1);
    const shared = "import { a } from '@/features/picks';" + use('a');
    expect(await refusals('apps/web/src/components/ui/x.tsx', shared)).toHaveLength(1);
    expect(await refusals('apps/web/src/features/dashboard/x.ts', shared)).toEqual([]);
  });
});
