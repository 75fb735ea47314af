import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One scripted answer of the fake. `answer` is wrapped in a chat completion as the model's JSON
 * content; `content` is sent as the content verbatim; `status` + `body` replace the whole response
 * (a string body is sent as is, anything else as JSON).
 */
export interface FakeOpenAiReply {
  answer?: unknown;
  content?: string;
  status?: number;
  body?: unknown;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the client's timeout or abort has to end the request). */
  hang?: boolean;
  /**
   * Stream these content deltas as server-sent events (`stream: true`, providers.md), then
   * `data: [DONE]`. A request that asks for a stream and gets `content` has it sent as one delta.
   */
  chunks?: string[];
  /** Wait this long before each streamed chunk. */
  chunkDelayMs?: number;
  /** Stall for good after this many streamed chunks (the client's idle timeout has to end it). */
  stallAfter?: number;
  /** End the stream without `data: [DONE]` (a dropped connection). */
  omitDone?: boolean;
}

export interface RecordedChatRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The JSON body as parsed; the raw text when it was not JSON. */
  body: unknown;
}

const DEFAULT_USAGE = { prompt_tokens: 412, completion_tokens: 88, total_tokens: 500 };

function completionOf(content: string, usage: FakeOpenAiReply['usage']) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    ...(usage === null ? {} : { usage: usage ?? DEFAULT_USAGE }),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A fake OpenAI-compatible chat completions endpoint on loopback (providers.md). Answers are queued
 * with `reply` and served in order; with none queued it answers 500, so a test never passes on an
 * answer it did not script. Every request is recorded.
 */
export async function startFakeOpenAi() {
  const requests: RecordedChatRequest[] = [];
  const queued: FakeOpenAiReply[] = [];
  const open = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    open.add(res);
    res.on('close', () => open.delete(res));
    const body = await readBody(req);
    requests.push({
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      authorization: req.headers.authorization,
      body,
    });
    const reply = queued.shift() ?? { status: 500, body: { error: { message: 'no reply scripted' } } };
    if (reply.hang) return;
    const wantsStream =
      typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true;
    const chunks = reply.chunks ?? (wantsStream && reply.content !== undefined ? [reply.content] : undefined);
    if (chunks) {
      void streamChunks(res, chunks, reply);
      return;
    }
    const send = () => {
      if (res.destroyed) return;
      let status = reply.status ?? 200;
      let payload: unknown = reply.body;
      if (reply.answer !== undefined) payload = completionOf(JSON.stringify(reply.answer), reply.usage);
      else if (reply.content !== undefined) payload = completionOf(reply.content, reply.usage);
      else if (payload === undefined) status = 204;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof payload === 'string' ? payload : payload === undefined ? '' : JSON.stringify(payload));
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    } else {
      send();
    }
  }

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function streamChunks(res: ServerResponse, chunks: string[], reply: FakeOpenAiReply) {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    const frame = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(frame({ role: 'assistant', content: '' }, null));
    for (const [index, chunk] of chunks.entries()) {
      if (reply.stallAfter !== undefined && index >= reply.stallAfter) return;
      if (reply.chunkDelayMs) await wait(reply.chunkDelayMs);
      if (res.destroyed) return;
      res.write(frame({ content: chunk }, null));
    }
    if (reply.stallAfter !== undefined && chunks.length >= reply.stallAfter) return;
    if (reply.omitDone) {
      res.end();
      return;
    }
    res.write(frame({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to configure, as AI_BASE_URL would be (requests go to `${url}/chat/completions`). */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies: FakeOpenAiReply[]) {
      queued.push(...replies);
    },
    reset() {
      queued.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
