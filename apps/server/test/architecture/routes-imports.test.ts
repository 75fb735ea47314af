import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  SERVER_SRC,
  placeOf,
  repositoryValueBehind,
  serverProgram,
  serverSourceFiles,
} from './server-program';

/*
 * Routes call services, never a repository. ESLint refuses a *.routes.ts file that imports a
 * *.repository.ts file; this refuses the same reach through a service (or any other file) that
 * re-exports a repository's values. Every value a routes file imports (named, default or namespace)
 * is followed through aliases and re-export chains to its declaration, which must not be in a
 * *.repository.ts file. Types may come from anywhere.
 */

const MODULES = join(SERVER_SRC, 'modules');
const routesFiles = () => serverSourceFiles(MODULES).filter((file) => file.endsWith('.routes.ts'));

/** `file:line name (repository file)` for every repository value the routes file at `path` imports. */
function repositoryValuesImported(program: ts.Program, path: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`${relative(SERVER_SRC, path)} is not in the program`);
  const found: string[] = [];
  const refuse = (node: ts.Node, name: string, symbol: ts.Symbol | undefined) => {
    const file = symbol && repositoryValueBehind(checker, symbol);
    if (file) found.push(`${placeOf(node)} ${name} (${file})`);
  };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) refuse(clause.name, clause.name.text, checker.getSymbolAtLocation(clause.name));
    const bindings = clause.namedBindings;
    if (!bindings) continue;
    if (ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly)
          refuse(element, element.name.text, checker.getSymbolAtLocation(element.name));
      }
      continue;
    }
    // `import * as service from './x.service'`: the whole repository file, or any of its exports.
    const namespace = checker.getSymbolAtLocation(bindings.name);
    const before = found.length;
    refuse(bindings, bindings.name.text, namespace);
    const target = namespace && checker.getAliasedSymbol(namespace);
    if (found.length > before || !target) continue;
    for (const exported of checker.getExportsOfModule(target))
      refuse(bindings, `${bindings.name.text}.${exported.name}`, exported);
  }
  return found;
}

describe('a routes file', () => {
  it('imports no value declared in a repository, directly or through another file', () => {
    const program = serverProgram({ withLibraries: false });
    const files = routesFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => repositoryValuesImported(program, file))).toEqual([]);
  }, 60_000);

  it('is caught importing a repository value through a service in each way it can, and not for a use-case or a type', () => {
    const planted = join(MODULES, 'planted-module');
    const eventsRoutes = join(MODULES, 'events', 'events.routes.ts');
    const program = serverProgram({
      withLibraries: false,
      planted: {
        [join(planted, 'planted.repository.ts')]: [
          'export function plantedQuery(): number { return 1; }',
          'export interface PlantedRow { id: string }',
        ].join('\n'),
        [join(planted, 'planted.service.ts')]: [
          "import { plantedQuery } from './planted.repository';",
          "export { plantedQuery } from './planted.repository';",
          "export { plantedQuery as viaService } from './planted.repository';",
          "export type { PlantedRow } from './planted.repository';",
          'export const sameQuery = plantedQuery;',
          'export function plantedUseCase(): number { return plantedQuery() + 1; }',
        ].join('\n'),
        [join(planted, 'facade.service.ts')]: [
          "export { viaService as twoSteps } from './planted.service';",
          "export { plantedQuery as default } from './planted.repository';",
        ].join('\n'),
        [join(planted, 'use-case.service.ts')]: [
          "import { plantedUseCase } from './planted.service';",
          "export type { PlantedRow } from './planted.service';",
          'export { plantedUseCase };',
        ].join('\n'),
        [join(planted, 'planted.routes.ts')]: [
          "import { plantedUseCase, sameQuery, viaService as renamed, type PlantedRow } from './planted.service';",
          "import fromDefault, { twoSteps } from './facade.service';",
          "import * as queries from './planted.repository';",
          "import * as service from './planted.service';",
          "import type { plantedQuery } from './planted.service';",
          "import * as useCases from './use-case.service';",
        ].join('\n'),
        // A real routes file with one line more.
        [eventsRoutes]: `${readFileSync(eventsRoutes, 'utf8')}\nimport { eventOdds as odds } from './events.repository';\n`,
      },
    });
    const repository = 'modules/planted-module/planted.repository.ts';
    expect(repositoryValuesImported(program, join(planted, 'planted.routes.ts'))).toEqual([
      `modules/planted-module/planted.routes.ts:1 sameQuery (${repository})`,
      `modules/planted-module/planted.routes.ts:1 renamed (${repository})`,
      `modules/planted-module/planted.routes.ts:2 fromDefault (${repository})`,
      `modules/planted-module/planted.routes.ts:2 twoSteps (${repository})`,
      `modules/planted-module/planted.routes.ts:3 queries (${repository})`,
      `modules/planted-module/planted.routes.ts:4 service.plantedQuery (${repository})`,
      `modules/planted-module/planted.routes.ts:4 service.viaService (${repository})`,
      `modules/planted-module/planted.routes.ts:4 service.sameQuery (${repository})`,
    ]);
    expect(repositoryValuesImported(program, eventsRoutes)).toEqual([
      expect.stringMatching(
        /^modules\/events\/events\.routes\.ts:\d+ odds \(modules\/events\/events\.repository\.ts\)$/,
      ),
    ]);
  }, 60_000);
});
