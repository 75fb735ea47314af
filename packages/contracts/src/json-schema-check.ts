/**
 * Checks a value against a JSON Schema of the subset zod's `toJSONSchema` writes for the API's answers
 * (types, `enum`, `anyOf`, objects with `properties` / `required` / `additionalProperties`, arrays with
 * `items`, numeric bounds, string `pattern`). An object keeps only the properties its schema names when
 * it allows no others, as zod's parse strips unknown keys. A keyword outside the subset throws, so a
 * schema this cannot check is never passed as checked.
 */

export interface JsonSchema {
  type?: JsonType | JsonType[];
  enum?: readonly (string | number | boolean | null)[];
  anyOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: false | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  $schema?: string;
}

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

const KNOWN = new Set<string>([
  'type',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'format',
  '$schema',
]);

/** Where a value broke its schema: the path to it and what was expected. */
export interface CheckIssue {
  path: (string | number)[];
  message: string;
}

export class SchemaCheckError extends Error {
  constructor(readonly issues: CheckIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
    this.name = 'SchemaCheckError';
  }
}

type Result = { ok: true; value: unknown } | { ok: false; issue: CheckIssue };

const patterns = new Map<string, RegExp>();
const regex = (source: string) => {
  let compiled = patterns.get(source);
  if (!compiled) {
    compiled = new RegExp(source, 'u');
    patterns.set(source, compiled);
  }
  return compiled;
};

function typeOf(value: unknown): JsonType | 'undefined' | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object') return 'object';
  return value === undefined ? 'undefined' : 'other';
}

const fail = (path: (string | number)[], message: string): Result => ({
  ok: false,
  issue: { path, message },
});

function checkType(schema: JsonSchema, value: unknown, path: (string | number)[]): Result | undefined {
  if (schema.type === undefined) return undefined;
  const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = typeOf(value);
  const matches = allowed.some((type) => type === actual || (type === 'number' && actual === 'integer'));
  return matches ? undefined : fail(path, `expected ${allowed.join(' or ')}, got ${actual}`);
}

function checkScalar(schema: JsonSchema, value: unknown, path: (string | number)[]): Result | undefined {
  if (schema.enum && !schema.enum.includes(value as string))
    return fail(path, 'not one of the allowed values');
  if (typeof value === 'number') {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
    if (!Number.isFinite(value)) return fail(path, 'not a finite number');
    if (minimum !== undefined && value < minimum) return fail(path, `below ${minimum}`);
    if (maximum !== undefined && value > maximum) return fail(path, `above ${maximum}`);
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
      return fail(path, `not above ${exclusiveMinimum}`);
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
      return fail(path, `not below ${exclusiveMaximum}`);
  }
  if (typeof value === 'string' && schema.pattern !== undefined && !regex(schema.pattern).test(value))
    return fail(path, schema.format ? `not a ${schema.format}` : 'not in the expected form');
  return undefined;
}

function checkObject(schema: JsonSchema, value: Record<string, unknown>, path: (string | number)[]): Result {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? [])
    if (!Object.hasOwn(value, name) || value[name] === undefined) return fail([...path, name], 'required');
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const known = properties[name];
    // Not named: dropped where no other property is allowed (zod strips it), kept as it is where any is.
    const rule = known ?? schema.additionalProperties ?? {};
    if (rule === false || item === undefined) continue;
    if (!known && schema.propertyNames) {
      const key = check(schema.propertyNames, name, [...path, name]);
      if (!key.ok) return key;
    }
    const checked = check(rule, item, [...path, name]);
    if (!checked.ok) return checked;
    out[name] = checked.value;
  }
  return { ok: true, value: out };
}

function check(schema: JsonSchema, value: unknown, path: (string | number)[]): Result {
  const keywords = Object.keys(schema);
  for (const keyword of keywords)
    if (!KNOWN.has(keyword)) throw new Error(`JSON Schema keyword not supported: ${keyword}`);
  // The empty schema: any value, as it is.
  if (keywords.length === 0) return { ok: true, value };
  if (schema.anyOf) {
    let first: Result | undefined;
    for (const option of schema.anyOf) {
      const result = check(option, value, path);
      if (result.ok) return result;
      first ??= result;
    }
    return first ?? fail(path, 'matches no option');
  }
  const wrong = checkType(schema, value, path) ?? checkScalar(schema, value, path);
  if (wrong) return wrong;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const checked = schema.items
        ? check(schema.items, item, [...path, index])
        : { ok: true as const, value: item };
      if (!checked.ok) return checked;
      items.push(checked.value);
    }
    return { ok: true, value: items };
  }
  if (typeOf(value) === 'object') return checkObject(schema, value as Record<string, unknown>, path);
  return { ok: true, value };
}

/** A parser of the answers `schema` describes, shaped as zod's: `parse` throws, `safeParse` reports. */
export function schemaParser<T>(schema: JsonSchema) {
  const safeParse = (
    value: unknown,
  ): { success: true; data: T } | { success: false; error: SchemaCheckError } => {
    const result = check(schema, value, []);
    return result.ok
      ? { success: true, data: result.value as T }
      : { success: false, error: new SchemaCheckError([result.issue]) };
  };
  return {
    schema,
    safeParse,
    parse(value: unknown): T {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}
