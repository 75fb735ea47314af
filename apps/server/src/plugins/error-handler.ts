import type { ErrorCode } from '@arcade/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorStatus, type FieldIssue } from '../lib/app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/database-unavailable';

/** Fastify's own client errors, by the status it gives them. */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * 5xx of our own making whose message says what to do (retry): a database outage, a restart, an AI
 * provider that failed (fixed texts, never the provider's own words); every other 5xx text stays hidden.
 */
const RETRYABLE_REASONS = new Set([
  'database_unavailable',
  'shutting_down',
  'ai_timeout',
  'ai_provider_error',
  'ai_invalid_response',
  // balldontlie failed a DanyScore NBA refresh: our own account of what failed (status, timeout, shape).
  'nba_provider_error',
]);

/** The database could not be reached: a retryable 503 whose message may be shown as it is. */
const databaseUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
    cause,
    reason: 'database_unavailable',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });

/** The driver's own words (Drizzle's wrapper repeats the whole query). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message || current.name : String(current);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((issue) => ({
      path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
      message: issue.message ?? 'Invalid value',
    }));
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return new AppError('VALIDATION_ERROR', `Invalid request: ${summary}`, { issues });
  }
  if (isResponseSerializationError(error)) {
    return new AppError('INTERNAL_ERROR', 'Response did not match its schema', { cause: error });
  }
  const status = error.statusCode ?? 500;
  const code = status < 500 ? codeForStatus[status] : undefined;
  if (code) return new AppError(code, error.message, { cause: error });
  return new AppError(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', error.message, {
    cause: error,
  });
}

/** The one error handler: `{ error: { code, message } }`, with the text of every 5xx hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    const error = toAppError(rawError);
    const status = errorStatus[error.code];
    if (error.reason !== undefined && RETRYABLE_REASONS.has(error.reason)) {
      // One line, not a stack per request: an outage or a restart fails every request at once.
      request.log.warn({ reason: rootMessage(rawError) }, `request refused: ${error.reason}`);
      reply.headers(error.headers ?? {});
      return reply
        .status(status)
        .send({ error: { code: error.code, message: error.message, reason: error.reason } });
    }
    if (status >= 500) {
      request.log.error({ err: rawError }, 'request failed');
      return reply.status(status).send({
        error: {
          code: error.code,
          message: status === 503 ? 'Service temporarily unavailable' : 'Internal server error',
        },
      });
    }
    request.log.info({ code: error.code, message: error.message }, 'request rejected');
    if (error.headers) reply.headers(error.headers);
    return reply.status(status).send({
      error: {
        code: error.code,
        message: error.message,
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
        ...(error.details ? { details: error.details } : {}),
      },
    });
  });
}
