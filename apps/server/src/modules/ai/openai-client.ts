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

interface ChatCompletionResult {
  /** `choices[0].message.content`, as the model wrote it. */
  content: string;
  finishReason: string | null;
  /** `usage.total_tokens`, when the provider reports it. */
  totalTokens: number | null;
}

interface OpenAiClientOptions {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1; no trailing slash needed. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

type AiFailureReason = 'timeout' | 'provider_error' | 'invalid_response';

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
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatCompletionResult>;
  /**
   * One streamed chat completion (`stream: true`, providers.md): resolves once the provider has
   * accepted the request (an error status, a refused connection or no answer within the timeout
   * rejects with AiProviderError before any text), then yields the content deltas as they arrive.
   * The iteration throws AiProviderError when the provider stalls for longer than the timeout
   * between two chunks, sends an error, or ends without `data: [DONE]` or any content.
   */
  chatStream(request: ChatRequest, signal?: AbortSignal): Promise<AsyncIterable<string>>;
}

interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  /** A JSON schema the answer must follow; plain text without it. */
  responseFormat?: JsonSchemaFormat;
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
          body: JSON.stringify(bodyOf(request)),
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

    chatStream: (request, signal) => openStream(url, options, request, signal),
  };
}

const bodyOf = (request: ChatRequest, stream = false) => ({
  model: request.model,
  messages: request.messages,
  ...(request.responseFormat ? { response_format: request.responseFormat } : {}),
  ...(stream ? { stream: true } : {}),
});

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

const StreamChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .optional(),
  error: z.object({ message: z.string().optional() }).nullish(),
});

/** What one `data:` line of a streamed completion says. */
type StreamLine = { kind: 'done' } | { kind: 'delta'; text: string; finished: boolean };

function parseStreamLine(data: string): StreamLine {
  if (data === '[DONE]') return { kind: 'done' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new AiProviderError('invalid_response', `a stream chunk is not JSON: ${clip(data, 80)}`);
  }
  const parsed = StreamChunkSchema.safeParse(json);
  if (!parsed.success)
    throw new AiProviderError('invalid_response', 'a stream chunk is not a completion chunk');
  if (parsed.data.error) {
    const message = parsed.data.error.message;
    throw new AiProviderError(
      'provider_error',
      `the stream carried an error${message ? `: ${clip(message)}` : ''}`,
    );
  }
  const choice = parsed.data.choices?.[0];
  const refusal = choice?.delta?.refusal;
  if (refusal) throw new AiProviderError('invalid_response', `the model refused: ${clip(refusal)}`);
  return { kind: 'delta', text: choice?.delta?.content ?? '', finished: Boolean(choice?.finish_reason) };
}

/**
 * POST with `stream: true`; `timeoutMs` bounds the wait for the answer's headers and then every gap
 * between two chunks (a long answer that keeps coming is not cut off).
 */
async function openStream(
  url: string,
  options: OpenAiClientOptions,
  request: ChatRequest,
  signal: AbortSignal | undefined,
): Promise<AsyncIterable<string>> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no data within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  };
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  const failure = (error: unknown): unknown => {
    release();
    if (signal?.aborted) return signal.reason;
    if (timedOut)
      return new AiProviderError('timeout', `no answer within ${options.timeoutMs} ms`, { cause: error });
    if (error instanceof AiProviderError) return error;
    return new AiProviderError('provider_error', `request failed: ${describe(error)}`, { cause: error });
  };

  let response: Response;
  let text: string | undefined;
  arm();
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify(bodyOf(request, true)),
      signal: controller.signal,
    });
    // An error status, or a provider that ignores `stream` and answers one completion: read it whole.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      text = await response.text();
    }
  } catch (error) {
    throw failure(error);
  }
  if (text !== undefined) {
    release();
    if (!response.ok)
      throw new AiProviderError('provider_error', `status ${response.status}${errorMessage(text)}`);
    const { content } = parseCompletion(text, response.status);
    return (async function* () {
      yield content;
    })();
  }
  const body = response.body;
  if (!body) {
    release();
    throw new AiProviderError('invalid_response', 'the stream has no body');
  }

  return (async function* () {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let isComplete = false;
    let hasContent = false;
    let isFinished = false;
    try {
      while (!isComplete) {
        arm();
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw failure(error);
        }
        clearTimeout(timer);
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        const lines = buffer.split(/\r\n|\n|\r/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data:')) continue; // blank lines, `: keep-alive` comments, `event:`
          const parsed = parseStreamLine(line.slice(5).trim());
          if (parsed.kind === 'done') {
            isComplete = true;
            break;
          }
          isFinished ||= parsed.finished;
          if (parsed.text) {
            hasContent = true;
            yield parsed.text;
          }
        }
      }
      if (!isComplete && !isFinished) {
        throw new AiProviderError('provider_error', 'the stream ended before its end marker');
      }
      if (!hasContent) throw new AiProviderError('invalid_response', 'the completion has no content');
    } finally {
      release();
      // Stopped early (an error, or the consumer left): close the provider's connection too.
      if (!isComplete) controller.abort(new Error('stream abandoned'));
      reader.releaseLock();
    }
  })();
}
