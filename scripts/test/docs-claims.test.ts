import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../apps/server/src/db/table-owners';

/**
 * What the docs say about the code, checked against the code: the files they cite, the commands,
 * the environment variables, the constants, the decision records and the map of capabilities. (The
 * API routes they name are checked against the server's route table in the server's tests.)
 */
const repository = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(repository, path), 'utf8');

function markdownFiles(dir: string): string[] {
  return readdirSync(join(repository, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = new Map(['README.md', ...markdownFiles('docs')].map((file) => [file, read(file)]));

/** Every `code span` of a text. */
const spans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

/** Each claim that fails `holds`, as `file: claim`, over every document. */
function stale(claimsOf: (text: string) => string[], holds: (claim: string) => boolean): string[] {
  return [...documents].flatMap(([file, text]) =>
    claimsOf(text)
      .filter((claim) => !holds(claim))
      .map((claim) => `${file}: ${claim}`),
  );
}

// --- files ---------------------------------------------------------------------------------------

const TOP = /^(?:apps|packages|bench|e2e|docs|deploy|scripts|\.ci)\//;
/** Written relative to an app's source, as the docs often do (`modules/…`, `features/…`, `src/…`). */
const BASES = ['', 'apps/server/src/', 'apps/web/src/', 'apps/server/', 'apps/web/'];
const RELATIVE = /^(?:src|modules|plugins|lib|db|features|components|hooks|app|test|build|drizzle)\//;

/** Paths a text cites: code spans and link targets that name a file or folder of the repository. */
function pathsCited(text: string): string[] {
  const links = [...text.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)].map((match) => match[1] ?? '');
  return [...spans(text), ...links]
    .map((claim) => claim.replace(/^\.\//, '').replace(/[:,]$/, ''))
    .filter((claim) => (TOP.test(claim) || RELATIVE.test(claim)) && !/[<>*?{}$\s]|\.\.\.|…/.test(claim))
    .filter((claim) => !/(^|\/)(dist|node_modules|data)(\/|$)/.test(claim));
}

function pathExists(claim: string, from: string): boolean {
  const bare = claim.replace(/\/$/, '');
  const candidates = [...BASES.map((base) => base + bare), join(from, '..', bare)];
  return candidates.some((path) => existsSync(join(repository, path)));
}

// --- commands, variables, constants, decisions ----------------------------------------------------

const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts);

/** `npm run x` (its flags skipped); `npm run test:e` is the start of `test:e2e` broken by a line. */
const commandsNamed = (text: string) =>
  [...text.matchAll(/npm run (?:-\w+ )*([a-z][\w:-]*)/g)].map((match) => match[1] ?? '');

const ENV_SCHEMA = read('apps/server/src/env-schema.ts');
const variables = [...ENV_SCHEMA.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? '');

/** The variables the operations page's table lists (its first column, one or more per row). */
const variablesListed = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .flatMap((line) => spans(line.split('|')[1] ?? ''));

function sourceText(dir: string): string {
  return readdirSync(join(repository, dir), { withFileTypes: true })
    .map((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? '' : sourceText(path);
      return /\.(ts|tsx|mjs|js|sql|template|conf)$/.test(entry.name) ? read(path) : '';
    })
    .join('\n');
}

/** Upper-case names in code spans: constants, variables, error codes, SQL words. */
const constantsNamed = (text: string) => spans(text).filter((span) => /^[A-Z][A-Z0-9_]{3,}$/.test(span));

const decisionFiles = readdirSync(join(repository, 'docs/decisions'));
/** The record numbers a text cites: `decisions/NNN`, or the word decision(s) then one or more numbers. */
const decisionsCited = (text: string) =>
  [...text.matchAll(/\bdecisions?(?:\/| )(\d{3}(?:(?:, | and )\d{3})*)/gi)].flatMap((match) =>
    (match[1] ?? '').split(/, | and /),
  );

// --- the map of capabilities -----------------------------------------------------------------------

/** The rows of architecture.md's "One name per capability" table, as cells. */
function capabilityRows(): string[][] {
  const text = read('docs/architecture.md');
  const table = text.slice(text.indexOf('## One name per capability'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| capability') && !line.startsWith('|---'))
    .map((line) => line.split('|').slice(1, -1));
}

const folders = (dir: string) =>
  new Set(
    readdirSync(join(repository, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );

describe('what the docs say about the code', () => {
  it('cites files and folders that exist', () => {
    // A superseded decision record describes code that was replaced: it is history, not a claim.
    const current = [...documents].filter(([, text]) => !/^Status: superseded/m.test(text));
    const missing = current.flatMap(([file, text]) =>
      pathsCited(text)
        .filter((claim) => !pathExists(claim, file))
        .map((claim) => `${file}: ${claim}`),
    );
    expect(missing).toEqual([]);
  });

  it('names npm scripts the package has', () => {
    expect(stale(commandsNamed, (name) => scripts.includes(name) || name === 'test:e')).toEqual([]);
  });

  it('documents every variable the server reads, and lists none it does not', () => {
    const operations = read('docs/operations.md');
    expect(variables.length).toBeGreaterThan(40);
    expect(variables.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
    expect(variablesListed(operations).filter((name) => !variables.includes(name))).toEqual([]);
    // "`.env.example` lists them all."
    const example = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...new Set(example)].sort()).toEqual([...variables].sort());
  });

  it('names constants that are in the code', () => {
    const code = ['apps', 'packages', 'bench', 'e2e', 'deploy', 'scripts'].map(sourceText).join('\n');
    const inCode = (name: string) => new RegExp(`\\b${name}\\b`).test(code);
    expect(stale(constantsNamed, inCode)).toEqual([]);
  });

  it('cites decision records that exist', () => {
    expect(stale(decisionsCited, (n) => decisionFiles.some((file) => file.startsWith(`${n}-`)))).toEqual([]);
  });

  it('draws the capability map from modules, contracts, features and namespaces that exist', () => {
    const modules = folders('apps/server/src/modules');
    const features = folders('apps/web/src/features');
    const namespaces = new Set(
      readdirSync(join(repository, 'apps/web/src/locales/es')).map((file) => file.replace(/\.json$/, '')),
    );
    const contracts = new Set(readdirSync(join(repository, 'packages/contracts/src')));
    // The names a cell gives, not its asides: "`users` (the rows it changes: `users`, …)" names `users`.
    const names = (cell: string) =>
      spans(cell.replace(/\([^)]*\)/g, '')).filter((name) => !/[*/ ]/.test(name));
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const missing: string[] = [];
    const rows = capabilityRows();
    expect(rows.length).toBeGreaterThan(15);
    for (const [capability = '', module = '', , contract = '', feature = '', namespace = ''] of rows) {
      const check = (cell: string, known: Set<string>, what: string) => {
        for (const name of names(cell))
          if (!known.has(name)) missing.push(`${capability.trim()}: ${what} ${name}`);
      };
      check(module, modules, 'module');
      check(contract, contracts, 'contracts file');
      check(feature, features, 'web feature');
      check(
        namespace.replace(/`(\w+)`/g, (_all, name: string) => `\`${kebab(name)}\``),
        namespaces,
        'namespace',
      );
    }
    expect(missing).toEqual([]);
  });
});

describe("the architecture page's table owners", () => {
  it('are exactly the map the server is held to', () => {
    const text = read('docs/architecture.md');
    const section = text.slice(
      text.indexOf('### Which module owns which table'),
      text.indexOf('## One name per'),
    );
    const drawn: Record<string, string> = {};
    for (const line of section.split('\n').filter((row) => /^\| `/.test(row))) {
      const [owner = '', tables = ''] = line.split('|').slice(1, 3);
      for (const table of spans(tables)) drawn[table] = spans(owner)[0] ?? '';
    }
    expect(drawn).toEqual({ ...TABLE_OWNERS });
  });
});

describe('the claim readers themselves', () => {
  it('find a stale path, command, variable, constant and record in a planted page', () => {
    const page = [
      'See `apps/server/src/modules/picks/gone.repository.ts` and [the map](docs/nowhere.md);',
      'run `npm run -s bench:nothing`; set `ARCADE_NOWHERE`; the rule `NO_SUCH_CONSTANT`;',
      // Built, so this file itself cites no record.
      ['decisions', '022, 999 and decision/014.'].join(' '),
      '| `NOT_A_VAR` | — | a row of the variables table |',
    ].join('\n');
    expect(pathsCited(page)).toEqual(['apps/server/src/modules/picks/gone.repository.ts', 'docs/nowhere.md']);
    expect(pathExists('apps/server/src/modules/picks/gone.repository.ts', 'docs/x.md')).toBe(false);
    expect(pathExists('modules/picks/index.ts', 'docs/x.md')).toBe(true);
    expect(commandsNamed(page)).toEqual(['bench:nothing']);
    expect(variablesListed(page)).toEqual(['NOT_A_VAR']);
    expect(constantsNamed(page)).toEqual(['ARCADE_NOWHERE', 'NO_SUCH_CONSTANT', 'NOT_A_VAR']);
    expect(decisionsCited(page)).toEqual(['022', '999', '014']);
  });
});
