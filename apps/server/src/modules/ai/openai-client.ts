import { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** `response_format` of a chat completion (providers.md): a JSON schema the answer must follow. */
export interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
}

export interface ChatCompletionResult {
  /** `choices[0].message.content`, as the model wrote it. */
  content: string;
  finishReason: string | null;
  /** `usage.total_tokens`, when the provider reports it. */
  totalTokens: number | null;
}

export interface OpenAiClientOptions {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1; no trailing slash needed. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export type AiFailureReason = 'timeout' | 'provider_error' | 'invalid_response';

/** A request that did not produce a usable completion; `reason` says whose fault and what kind. */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().optional(),
      completion_tokens: z.number().int().nonnegative().optional(),
      total_tokens: z.number().int().nonnegative().optional(),
    })
    .nullish(),
});

const ErrorBodySchema = z.object({ error: z.object({ message: z.string().optional() }) });

/** Keeps provider text short in logs; error messages can echo large prompts back. */
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

export interface OpenAiClient {
  /**
   * One chat completion. Throws AiProviderError for everything the provider can do wrong, and the
   * caller's own abort reason, untouched, when `signal` ends the request.
   */
  chat(
    request: { model: string; messages: ChatMessage[]; responseFormat: JsonSchemaFormat },
    signal?: AbortSignal,
  ): Promise<ChatCompletionResult>;
}

/** A client of any OpenAI-compatible `POST /chat/completions` endpoint (plain fetch, no SDK). */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    async chat(request, signal) {
      signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            model: request.model,
            messages: request.messages,
            response_format: request.responseFormat,
          }),
          signal: combined,
        });
        status = response.status;
        // The body is read under the same signal, so a provider that stalls mid-body also times out.
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) {
          throw new AiProviderError('timeout', `no answer within ${options.timeoutMs} ms`, { cause: error });
        }
        throw new AiProviderError('provider_error', `request failed: ${describe(error)}`, { cause: error });
      }
      if (status < 200 || status >= 300) {
        throw new AiProviderError('provider_error', `status ${status}${errorMessage(text)}`);
      }
      return parseCompletion(text, status);
    },
  };
}

function parseCompletion(text: string, status: number): ChatCompletionResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AiProviderError('invalid_response', `status ${status}, body is not JSON: ${clip(text, 80)}`);
  }
  const parsed = CompletionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AiProviderError(
      'invalid_response',
      `not a chat completion (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  const [choice] = parsed.data.choices;
  const content = choice?.message.content;
  if (typeof content !== 'string' || content.trim() === '') {
    const refusal = choice?.message.refusal;
    throw new AiProviderError(
      'invalid_response',
      refusal ? `the model refused: ${clip(refusal)}` : 'the completion has no content',
    );
  }
  const usage = parsed.data.usage;
  const totalTokens =
    usage?.total_tokens ??
    (usage?.prompt_tokens !== undefined && usage.completion_tokens !== undefined
      ? usage.prompt_tokens + usage.completion_tokens
      : null);
  return { content, finishReason: choice?.finish_reason ?? null, totalTokens };
}

/** The provider's own explanation of an error status, when its body carries one. */
function errorMessage(text: string): string {
  try {
    const message = ErrorBodySchema.safeParse(JSON.parse(text)).data?.error.message;
    return message ? `: ${clip(message)}` : '';
  } catch {
    return '';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports "fetch failed" and keeps the socket error (ECONNREFUSED, …) as the cause.
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return cause ? `${error.message} (${cause.message})` : error.message;
}
