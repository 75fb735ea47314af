import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** apps/server/src, with forward slashes (as TypeScript names its files). */
export const SERVER_SRC = fileURLToPath(new URL('../../src', import.meta.url)).replace(/\/$/, '');

/** Every .ts file of the server's source, absolute. */
export function serverSourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The server's modules: the folders of src/modules that have an index.ts. */
export function moduleNames(): string[] {
  return readdirSync(join(SERVER_SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(SERVER_SRC, 'modules', name, 'index.ts')))
    .sort();
}

/**
 * The part of the server a file belongs to: its module (`modules/<name>/…`), or else the folder (or
 * file) right under src (`db`, `lib`, `app.ts` → `app`).
 */
export function partOf(file: string): string {
  const [first, second] = relative(SERVER_SRC, file).split('/');
  if (first === 'modules' && second) return second;
  return (first ?? '').replace(/\.ts$/, '');
}

/** A file's place for a message: its path under src and the line of `node`. */
export function placeOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(SERVER_SRC, file.fileName)}:${line + 1}`;
}

interface ProgramOptions {
  /**
   * Type-check against the real libraries (drizzle's types name the table of a write). Without it
   * only the server's own files are read: enough to follow exports, and seconds instead of tens.
   */
  withLibraries: boolean;
  /** Files that do not exist on disk (absolute path → text), added to the program: planted mistakes. */
  planted?: Record<string, string>;
}

/** A TypeScript program over the server's source (and the planted files), with the server's settings. */
export function serverProgram({ withLibraries, planted = {} }: ProgramOptions): ts.Program {
  const configPath = resolve(SERVER_SRC, '../tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${configPath}`);
  const options: ts.CompilerOptions = withLibraries
    ? { ...config.options, noEmit: true }
    : { ...config.options, noEmit: true, noResolve: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(options, true);
  const plantedText = (fileName: string) => planted[resolve(fileName)];
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = plantedText(fileName);
    return text === undefined
      ? readSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => plantedText(fileName) !== undefined || fileExists(fileName);
  const directoryExists = host.directoryExists?.bind(host);
  const plantedDirectories = new Set(Object.keys(planted).map((file) => resolve(file, '..')));
  host.directoryExists = (name) => plantedDirectories.has(resolve(name)) || (directoryExists?.(name) ?? true);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => plantedText(fileName) ?? readFile(fileName);
  const roots = new Set([...serverSourceFiles(), ...Object.keys(planted)]);
  return ts.createProgram([...roots], options, host);
}

/** The symbol an alias (an import, a re-export) stands for, through every step of the chain. */
export function unaliased(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Whether a file is a repository (Drizzle queries, private to its module). */
export const isRepository = (file: string): boolean => file.endsWith('.repository.ts');

/**
 * The repository file (its path under src) behind a symbol when the symbol is one of its values:
 * declared there, reached through imports and re-exports, a namespace of the whole file, or a
 * constant that stands for a repository function under another name. Undefined otherwise (types
 * included: a type declared beside a query gives no way to the database).
 */
export function repositoryValueBehind(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  seen = new Set<ts.Symbol>(),
): string | undefined {
  const target = unaliased(checker, symbol);
  if (seen.has(target)) return undefined;
  seen.add(target);
  for (const declaration of target.declarations ?? []) {
    const file = declaration.getSourceFile().fileName;
    // `export * as queries from './x.repository'`, `import * as queries from './x.repository'`.
    if (ts.isSourceFile(declaration)) {
      if (isRepository(file)) return relative(SERVER_SRC, file);
      continue;
    }
    if (isRepository(file) && target.flags & ts.SymbolFlags.Value) return relative(SERVER_SRC, file);
    // `export const sameQuery = repositoryFunction`: the repository's value under another name.
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const initializer = ts.skipPartiallyEmittedExpressions(declaration.initializer);
      const named = checker.getSymbolAtLocation(
        ts.isPropertyAccessExpression(initializer) ? initializer.name : initializer,
      );
      const behind = named && repositoryValueBehind(checker, named, seen);
      if (behind) return behind;
    }
  }
  return undefined;
}
