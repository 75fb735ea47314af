import ts from 'typescript';
import { partOf, placeOf } from './server-program';

/** One statement that writes a table: which table, from which part of the server, where. */
export interface TableWrite {
  /** The table's SQL name; `?` when the scan cannot tell which table is written. */
  table: string;
  part: string;
  place: string;
}

const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);

/** The SQL names of the tables a Drizzle table type stands for (a union names several); undefined: not a table. */
function tableNamesOf(checker: ts.TypeChecker, type: ts.Type): string[] | undefined {
  const names: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    const config = part.getProperty('_');
    const name = config && checker.getTypeOfSymbol(config).getProperty('name');
    const nameType = name && checker.getTypeOfSymbol(name);
    if (!nameType?.isStringLiteral()) return undefined;
    names.push(nameType.value);
  }
  return names.length > 0 ? names : undefined;
}

/** `db.insert(t)`, `tx.update(t)`, `db.delete(t)` — Drizzle's own, whatever the receiver is called. */
function drizzleWrite(checker: ts.TypeChecker, node: ts.CallExpression): ts.Expression | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !DRIZZLE_WRITES.has(callee.name.text)) return undefined;
  const [table] = node.arguments;
  if (!table || node.arguments.length !== 1) return undefined;
  const declaration = checker.getResolvedSignature(node)?.getDeclaration();
  const file = declaration?.getSourceFile().fileName ?? '';
  return file.includes('/node_modules/drizzle-orm/') ? table : undefined;
}

/** A SQL statement's writes: `insert into t`, `update [only] t … set`, `delete from t`, `truncate [table] t`, `merge into t`. */
const SQL_WRITE =
  /\b(?:insert\s+into|merge\s+into|delete\s+from|truncate(?:\s+table)?|update(?:\s+only)?)\s+"?(\w+)"?/gi;
/** What stands in the SQL text for an interpolation that is not a table. */
const UNKNOWN = '__not_a_table__';

/** The text of a piece of SQL, each `${table}` spelled as its name and any other `${…}` as UNKNOWN. */
function sqlText(checker: ts.TypeChecker, literal: ts.TemplateLiteral | ts.StringLiteral): string {
  if (!ts.isTemplateExpression(literal)) return literal.text;
  return (
    literal.head.text +
    literal.templateSpans
      .map((span) => {
        const names = tableNamesOf(checker, checker.getTypeAtLocation(span.expression));
        return (names?.length === 1 ? names[0] : UNKNOWN) + span.literal.text;
      })
      .join('')
  );
}

/** Raw SQL: a template tagged `sql` (or `sql.something`), or the string given to `sql.raw(…)`. */
function rawSql(node: ts.Node): ts.TemplateLiteral | ts.StringLiteral | undefined {
  if (ts.isTaggedTemplateExpression(node)) {
    const tag = node.tag.getText();
    return tag === 'sql' || tag.startsWith('sql.') ? node.template : undefined;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'sql.raw') {
    const [text] = node.arguments;
    if (text && (ts.isStringLiteral(text) || ts.isTemplateLiteral(text))) return text;
  }
  return undefined;
}

/**
 * Every write to a table of `tables` in `files` of the program: through Drizzle's insert, update and
 * delete (the table read from the argument's type, so an alias, a namespace or a variable holding a
 * table is still seen), and in raw SQL. A write whose table cannot be told is answered with table `?`.
 */
export function tableWrites(
  program: ts.Program,
  files: readonly string[],
  tables: ReadonlySet<string>,
): TableWrite[] {
  const checker = program.getTypeChecker();
  const writes: TableWrite[] = [];
  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName} is not in the program`);
    const part = partOf(fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const table = drizzleWrite(checker, node);
        if (table) {
          const names = tableNamesOf(checker, checker.getTypeAtLocation(table)) ?? ['?'];
          for (const name of names) writes.push({ table: name, part, place: placeOf(node) });
        }
      }
      const literal = rawSql(node);
      if (literal) {
        for (const match of sqlText(checker, literal).matchAll(SQL_WRITE)) {
          const name = match[1]?.toLowerCase();
          if (name === UNKNOWN) writes.push({ table: '?', part, place: placeOf(node) });
          else if (name && tables.has(name)) writes.push({ table: name, part, place: placeOf(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
