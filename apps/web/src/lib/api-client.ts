import type { ErrorCode, ValidationIssue } from '@arcade/contracts';
import { ApiErrorParser } from '@arcade/contracts/parsers';
import { takeEarlyRequest } from './early-requests';
import i18n, { currentLanguage, loadNamespaces } from './i18n';
import { loadIssueTranslator } from './issue-translator';

/** Anything with a zod-like `parse`; every `@arcade/contracts` schema fits. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type On401 = 'throw' | 'returnNull';

/** One refused field: path, code and parameters (translated by `issueLine`), English `message` for logs. */
export type ApiErrorIssue = ValidationIssue;

/**
 * A non-OK response. `message` is the text to show (the translated login prompt for 401,
 * otherwise `status: body` or `status: statusText`); `code` and `serverMessage` come from
 * our JSON error shape when the body has it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: ApiErrorIssue[] | undefined;
  /** A machine reason refining the code (`error.reason`, e.g. a 409's `free_pick_used`). */
  readonly reason: string | undefined;
  /** Machine-readable facts (`error.details`, e.g. a refused formula's `column`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: ErrorCode;
    serverMessage?: string;
    issues?: ApiErrorIssue[];
    reason?: string;
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues;
    this.reason = init.reason;
    this.details = init.details;
  }
}

function parseErrorBody(bodyText: string) {
  if (!bodyText) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    // Plain-text or HTML body (proxy, crash page): not our error shape, the raw text is kept.
    return undefined;
  }
  const parsed = ApiErrorParser.safeParse(json);
  return parsed.success ? parsed.data.error : undefined;
}

// The API's error messages are not among a first page's texts: they load with the first failure.
const loadErrorTexts = () => loadNamespaces(['errors']).catch(() => undefined);

export async function toApiError(response: Response): Promise<ApiError> {
  const [bodyText] = await Promise.all([response.text(), loadErrorTexts()]);
  const body = parseErrorBody(bodyText);
  // Its refused fields are shown translated: the translator comes with the first refusal that has any.
  if (body?.issues?.length) await loadIssueTranslator().catch(() => undefined);
  const message =
    response.status === 401
      ? i18n.t('errors:unauthorized')
      : `${response.status}: ${bodyText || response.statusText}`;
  return new ApiError({
    status: response.status,
    message,
    code: body?.code,
    serverMessage: body?.message,
    issues: body?.issues,
    reason: body?.reason,
    details: body?.details,
  });
}

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON when present. */
  body?: unknown;
  signal?: AbortSignal;
};

export function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  options?: RequestOptions & { on401?: 'throw' },
): Promise<T>;
export function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions & { on401: On401 },
): Promise<T | null>;
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  { method = 'GET', body, signal, on401 = 'throw' }: RequestOptions & { on401?: On401 } = {},
): Promise<T | null> {
  // The server localises its messages (toasts, mail) by this header.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The server reads Accept-Language only for the messages of writes, so an early GET answers the same.
  const early = method === 'GET' ? takeEarlyRequest(path) : undefined;
  const response = await (
    early ??
    fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    })
  ).catch(async (error: unknown) => {
    await loadErrorTexts();
    throw error;
  });
  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  try {
    return schema.parse(text ? JSON.parse(text) : undefined);
  } catch (error) {
    await loadErrorTexts();
    throw error;
  }
}
