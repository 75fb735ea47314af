import type { Reason } from '@arcade/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ClientErrorCode, errorStatus } from '../lib/app-error';
import { toFieldIssue } from '../lib/validation-issues';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/database-unavailable';

/** Fastify's own client errors (and a plugin's), by the status it gives them, with a reason each. */
const refusalForStatus: Record<number, { code: ClientErrorCode; reason: Reason }> = {
  400: { code: 'VALIDATION_ERROR', reason: 'bad_request' },
  401: { code: 'UNAUTHORIZED', reason: 'login_required' },
  403: { code: 'FORBIDDEN', reason: 'forbidden' },
  404: { code: 'NOT_FOUND', reason: 'not_found' },
  409: { code: 'CONFLICT', reason: 'conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', reason: 'payload_too_large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'unsupported_media_type' },
  429: { code: 'RATE_LIMITED', reason: 'rate_limited' },
};

/** Fastify's body errors that say more than their status. */
const reasonForFastifyCode: Record<string, Reason> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_NOT_FOUND: 'route_not_found',
};

/** The part of the request a validation error is about (`body`, `querystring`, `params`, `headers`). */
function requestPart(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * 5xx of our own making whose message says what to do (retry): a database outage, a restart, an AI
 * provider that failed (fixed texts, never the provider's own words); every other 5xx text stays hidden.
 */
const RETRYABLE_REASONS = new Set<Reason>([
  'database_unavailable',
  'shutting_down',
  'ai_timeout',
  'ai_provider_error',
  'ai_invalid_response',
  // balldontlie failed a DanyScore NBA refresh: our own account of what failed (status, timeout, shape).
  'nba_provider_error',
  // An admin's test email the mail server refused or did not take yet: the admin reads why.
  'test_email_failed',
  'test_email_queued',
  // Telegram did not answer the bot's getMe, so no deep link could be made: try again in a minute.
  'telegram_unavailable',
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

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const part = requestPart(request, context);
    const issues = error.validation.map((issue) => toFieldIssue(issue, context, part));
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return new AppError('VALIDATION_ERROR', `Invalid request: ${summary}`, {
      reason: 'invalid_request',
      issues,
    });
  }
  if (isResponseSerializationError(error)) {
    return new AppError('INTERNAL_ERROR', 'Response did not match its schema', { cause: error });
  }
  const status = error.statusCode ?? 500;
  const refusal = status < 500 ? refusalForStatus[status] : undefined;
  if (refusal) {
    const reason = (error.code && reasonForFastifyCode[error.code]) || refusal.reason;
    // A JSON body the parser could not read (a SyntaxError the parser gave a 400).
    const isMalformedJson = status === 400 && error instanceof SyntaxError;
    return new AppError(refusal.code, error.message, {
      cause: error,
      reason: isMalformedJson ? 'malformed_json' : reason,
    });
  }
  return new AppError(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', error.message, {
    cause: error,
  });
}

/**
 * The one error handler: `{ error: { code, message, reason, issues?, details? } }`, with the text of
 * every 5xx hidden. Every refusal (4xx) carries a reason of `REASONS`, Fastify's own included.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    const error = toAppError(rawError, request);
    const status = errorStatus[error.code];
    if (error.reason !== undefined && RETRYABLE_REASONS.has(error.reason)) {
      // One line, not a stack per request: an outage or a restart fails every request at once.
      request.log.warn({ reason: rootMessage(rawError) }, `request refused: ${error.reason}`);
      reply.headers(error.headers ?? {});
      return reply.status(status).send({
        error: {
          code: error.code,
          message: error.message,
          reason: error.reason,
          ...(error.details ? { details: error.details } : {}),
        },
      });
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
