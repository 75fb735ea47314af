import { randomUUID } from 'node:crypto';
import { type ZodType, z } from 'zod';

/** A JSON Schema node as zod 4's toJSONSchema writes it (only the keywords read here). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** The input side of a route's zod schema as JSON Schema, or undefined when it is not zod. */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The top-level field names of an object schema (possibly behind a union or an optional). */
export function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return [...new Set(branches.flatMap((branch) => fieldNames(branch)))];
}

const STRING_CANDIDATES = ['Fuzz value', 'x', 'abc123', 'AB', '1', '2026-01', '2026-01-15'];

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      // Loopback and a closed port: a route that fetches it fails at once, and never leaves the machine.
      return 'http://127.0.0.1:9/fuzz.csv';
    default:
      break;
  }
  const pattern = schema.pattern ? safeRegExp(schema.pattern) : undefined;
  const min = schema.minLength ?? 0;
  for (const candidate of STRING_CANDIDATES) {
    const value = candidate.padEnd(min, 'x').slice(0, schema.maxLength ?? Number.MAX_SAFE_INTEGER);
    if (!pattern || pattern.test(value)) return value;
  }
  return 'x'.repeat(Math.max(min, 1));
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  let value = low !== undefined && high !== undefined ? (low + high) / 2 : (low ?? high ?? 2);
  if (low !== undefined && high === undefined) value = low + 1;
  if (high !== undefined && low === undefined) value = Math.min(high, 2);
  return integer ? Math.round(value) : value;
}

/**
 * A value the schema accepts, as far as JSON Schema can say (zod refinements and transforms are not
 * in it): enums take their first value, strings satisfy format, length and pattern, numbers sit
 * inside their range, objects get their required properties. The fuzzer mutates one field of it at a time, so
 * the other fields pass and the mutated one reaches the deepest check it can.
 */
export function sampleOf(
  schema: JsonSchema | undefined,
  root: JsonSchema | undefined = schema,
  depth = 0,
): unknown {
  if (!schema || depth > 8) return null;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return sampleOf(root?.$defs?.[name], root, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((option) => option.type !== 'null') ?? branches[0];
    return sampleOf(branch, root, depth + 1);
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, root, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'number':
      return sampleNumber(schema, false);
    case 'integer':
      return sampleNumber(schema, true);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items, root, depth + 1),
      );
    case 'object': {
      // Required properties only: an optional one gets its default, and the fuzzer sets each one anyway.
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, child]) => [key, sampleOf(child, root, depth + 1)]),
      );
    }
    case 'null':
      return null;
    default:
      return schema.properties ? sampleOf({ ...schema, type: 'object' }, root, depth + 1) : 'x';
  }
}
