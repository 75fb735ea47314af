import { type IssueCode, type IssueParams, IssueRuleSchema } from '@arcade/contracts';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldIssue } from './app-error';

/** Zod's issue codes folded into the closed set the web translates (`IssueCodeSchema`). */
const CODES: Record<string, IssueCode> = {
  invalid_type: 'invalid_type',
  too_small: 'too_small',
  too_big: 'too_big',
  invalid_format: 'invalid_format',
  invalid_value: 'invalid_value',
  not_multiple_of: 'not_multiple_of',
  unrecognized_keys: 'unrecognized_keys',
  custom: 'custom',
};

type Primitive = string | number | boolean | null;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A bound as JSON can carry it: zod gives bigints for bigint schemas. */
function bound(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The parameters a translated text needs, taken from zod's issue (never its input, never a nested union). */
function paramsOf(zod: Record<string, unknown>): IssueParams | undefined {
  const rule = IssueRuleSchema.safeParse((zod.params as { rule?: unknown } | undefined)?.rule);
  const params: IssueParams = {
    origin: text(zod.origin),
    minimum: bound(zod.minimum),
    maximum: bound(zod.maximum),
    inclusive: typeof zod.inclusive === 'boolean' ? zod.inclusive : undefined,
    exact: typeof zod.exact === 'boolean' ? zod.exact : undefined,
    expected: text(zod.expected),
    format: text(zod.format),
    values: Array.isArray(zod.values) ? zod.values.filter(isPrimitive) : undefined,
    keys: Array.isArray(zod.keys) ? zod.keys.filter((key) => typeof key === 'string') : undefined,
    divisor: bound(zod.divisor),
    rule: rule.success ? rule.data : undefined,
  };
  const present = Object.entries(params).filter(([, value]) => value !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as IssueParams) : undefined;
}

/** The value at a dotted path of the request part, to tell a missing field from a wrong one. */
function valueAt(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * One validation error of fastify-type-provider-zod (whose `keyword` is zod's issue code and whose
 * `params` are the rest of zod's issue) as the issue the API sends: `body.edgeThreshold`, `too_big`,
 * `{ origin: 'number', maximum: 0.5, inclusive: true }`. A field that is absent is `required`.
 */
export function toFieldIssue(
  validation: FastifySchemaValidationError,
  context: string,
  requestPart: unknown,
): FieldIssue {
  const segments = validation.instancePath.split('/').filter((segment) => segment !== '');
  const path = [context, ...segments].join('.');
  const zod = validation.params as Record<string, unknown>;
  const message = validation.message ?? 'Invalid value';
  const code = CODES[validation.keyword] ?? 'invalid';
  if (code === 'invalid_type' && valueAt(requestPart, segments) === undefined) {
    return { path, code: 'required', params: paramsOf(zod), message };
  }
  const params = paramsOf(zod);
  return { path, code, ...(params ? { params } : {}), message };
}
