import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC, moduleNames, repositoryValueBehind, serverProgram } from './server-program';

/*
 * A server module's index.ts is its public face and its repository is private: other modules call
 * its services. An index may export services, routes, plugins and plain helpers, and types from
 * anywhere (a type declared beside a query gives no way to the database); it never exports a value
 * declared in a *.repository.ts file, whether re-exported directly, through a chain of re-exports,
 * as a namespace, or as a constant that stands for a repository function under another name.
 */

const indexOf = (module: string) => join(SERVER_SRC, 'modules', module, 'index.ts');
const srcPath = (file: string) => relative(SERVER_SRC, file);

/** `name (repository file)` for every value of a repository that the index at `indexPath` exports. */
function repositoryValuesExported(program: ts.Program, indexPath: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexPath);
  if (!source) throw new Error(`${srcPath(indexPath)} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  return checker.getExportsOfModule(moduleSymbol).flatMap((exported) => {
    const file = repositoryValueBehind(checker, exported);
    return file ? [`${exported.name} (${file})`] : [];
  });
}

describe("a module's index.ts", () => {
  it('exports no value declared in a repository, in any module', () => {
    const program = serverProgram({ withLibraries: false });
    const modules = moduleNames();
    expect(modules.length).toBeGreaterThan(20);
    const found = modules.flatMap((module) =>
      repositoryValuesExported(program, indexOf(module)).map((entry) => `${module}: ${entry}`),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('is caught re-exporting a repository value in each way it can, and not for a service or a type', () => {
    const planted = join(SERVER_SRC, 'modules', 'planted-module');
    const usersIndex = indexOf('users');
    const program = serverProgram({
      withLibraries: false,
      planted: {
        [join(planted, 'planted.repository.ts')]: [
          'export function plantedQuery(): number { return 1; }',
          'export interface PlantedRow { id: string }',
        ].join('\n'),
        [join(planted, 'planted.service.ts')]: [
          "import { plantedQuery } from './planted.repository';",
          "export { plantedQuery as viaService } from './planted.repository';",
          'export const sameQuery = plantedQuery;',
          'export function plantedUseCase(): number { return plantedQuery() + 1; }',
        ].join('\n'),
        [join(planted, 'index.ts')]: [
          "export { plantedQuery } from './planted.repository';",
          "export * as allQueries from './planted.repository';",
          "export type { PlantedRow } from './planted.repository';",
          "export { plantedUseCase, sameQuery, viaService } from './planted.service';",
        ].join('\n'),
        // A real index with one line more.
        [usersIndex]: `${readFileSync(usersIndex, 'utf8')}\nexport { insertUser } from './users.repository';\n`,
      },
    });
    expect(repositoryValuesExported(program, join(planted, 'index.ts')).sort()).toEqual([
      'allQueries (modules/planted-module/planted.repository.ts)',
      'plantedQuery (modules/planted-module/planted.repository.ts)',
      'sameQuery (modules/planted-module/planted.repository.ts)',
      'viaService (modules/planted-module/planted.repository.ts)',
    ]);
    expect(repositoryValuesExported(program, usersIndex)).toEqual([
      'insertUser (modules/users/users.repository.ts)',
    ]);
  }, 60_000);
});
