// Finds import cycles among a project's own source files: two files (or more) that import each other,
// directly or through others. Only the imports that run when a file loads count — `import … from`,
// `export … from`, type-only ones included, as they tie the files' structure just the same; a lazy
// `import()` does not (a route table that loads its pages on demand is meant to name them). Tests are
// left out: nothing imports a test, so it closes no cycle of files, and what a test imports to render
// a page (the app, the render module) is no dependency of the feature it sits beside.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx|mts)$/;

/** Every source file under `dir` (declaration files, tests and node_modules left out). */
function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST.test(entry.name))
      found.push(path);
  }
  return found;
}

/** The module names a file imports when it loads (its top-level import and export-from statements). */
function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (specifier && ts.isStringLiteral(specifier)) names.push(specifier.text);
  }
  return names;
}

/** The compiler options of `tsconfig` (its `paths` resolve aliases such as `@/lib/...`). */
function compilerOptions(tsconfig) {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, resolve(tsconfig, '..'));
  return parsed.options;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's. */
function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The import cycles among the source files under `dir`, each as its files relative to `dir`, sorted.
 * `tsconfig` gives the module resolution (path aliases); `group` maps a file (relative to `dir`) to a
 * unit when cycles between units (modules, features) are wanted instead of between files.
 */
export function importCycles(dir, { tsconfig, group } = {}) {
  const root = resolve(dir);
  const options = tsconfig
    ? compilerOptions(tsconfig)
    : { moduleResolution: ts.ModuleResolutionKind.Bundler };
  const files = sourceFiles(root);
  const unitOf = (file) => {
    const path = relative(root, file);
    return group ? group(path) : path;
  };
  const graph = new Map();
  for (const file of files) {
    const from = unitOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const name of staticImports(file)) {
      const target = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!target || target.includes('/node_modules/') || !resolve(target).startsWith(`${root}/`)) continue;
      const to = unitOf(resolve(target));
      if (to !== from || !group) graph.get(from).add(to);
    }
  }
  return cyclesOf(graph);
}

/**
 * A `group` for `importCycles` that sees a project as units: each folder under one of `containers`
 * (`modules/picks`, `features/auth`) is one unit, and so is every other top-level folder or file
 * (`db`, `lib`, `config.ts`).
 */
export function unitsUnder(...containers) {
  return (path) => {
    const [first, second] = path.split('/');
    return containers.includes(first) && second !== undefined && !SOURCE.test(second)
      ? `${first}/${second}`
      : first;
  };
}
