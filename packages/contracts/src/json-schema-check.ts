/**
 * Checks a value against a JSON Schema of the subset zod's `toJSONSchema` writes for the API's answers
 * (types, `enum`, `const`, `anyOf`, `oneOf`, objects with `properties` / `required` /
 * `additionalProperties`, arrays with `items`, numeric bounds, string lengths and `pattern`). An object
 * whose schema allows no other properties is refused with one (as zod's strict objects are; the server's
 * answers never carry one, its own response schemas drop them). A keyword outside the subset throws, so a
 * schema this cannot check is never passed as checked.
 */

export interface JsonSchema {
  type?: JsonType | JsonType[];
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: false | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  $schema?: string;
}

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

const KNOWN = new Set<string>([
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
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
  if (schema.const !== undefined && value !== schema.const) return fail(path, `not ${String(schema.const)}`);
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
  // Lengths as zod counts them (UTF-16 units).
  if (typeof value === 'string' && schema.minLength !== undefined && value.length < schema.minLength)
    return fail(path, `shorter than ${schema.minLength}`);
  if (typeof value === 'string' && schema.maxLength !== undefined && value.length > schema.maxLength)
    return fail(path, `longer than ${schema.maxLength}`);
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
    // Not named: refused where no other property is allowed, kept as it is where any is.
    const rule = known ?? schema.additionalProperties ?? {};
    if (rule === false) return fail([...path, name], 'not expected here');
    if (item === undefined) continue;
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

function firstMatch(options: readonly JsonSchema[], value: unknown, path: (string | number)[]): Result {
  let first: Result | undefined;
  for (const option of options) {
    const result = check(option, value, path);
    if (result.ok) return result;
    first ??= result;
  }
  return first ?? fail(path, 'matches no option');
}

function check(schema: JsonSchema, value: unknown, path: (string | number)[]): Result {
  const keywords = Object.keys(schema);
  for (const keyword of keywords)
    if (!KNOWN.has(keyword)) throw new Error(`JSON Schema keyword not supported: ${keyword}`);
  // The empty schema: any value, as it is.
  if (keywords.length === 0) return { ok: true, value };
  if (schema.anyOf) return firstMatch(schema.anyOf, value, path);
  if (schema.oneOf) {
    // zod writes oneOf for a discriminated union, whose options exclude one another.
    const matching = schema.oneOf.filter((option) => check(option, value, path).ok);
    if (matching.length > 1) return fail(path, 'matches more than one option');
    return firstMatch(schema.oneOf, value, path);
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
