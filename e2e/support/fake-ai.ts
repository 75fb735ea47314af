import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible provider on loopback for the journeys (providers.md), answering every chat
 * completion the product sends, so that no journey depends on a real AI:
 * - the Genius chat (no response_format; streamed when asked): a short plain-text answer that
 *   repeats the Kelly fraction and the formula the server put in its system prompt;
 * - pick enrichment (json_schema `pick_enrichment`): a valid answer that keeps pModel unchanged,
 *   so generation's numbers are the same as without AI;
 * - anything else (e.g. formula evaluation): 503, which every caller turns into its fallback.
 */

type ChatBody = {
  stream?: boolean;
  messages?: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
};

async function readJson(req: IncomingMessage): Promise<ChatBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
  } catch {
    return {};
  }
}

/** The Genius's answer: what the server told it, so a journey can see the context made it through. */
export function geniusAnswer(body: ChatBody): string[] {
  const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
  const kelly = /Kelly fraction: (\S+)/.exec(system)?.[1] ?? '?';
  const formula = /Pick formula: (.+)/.exec(system)?.[1] ?? '?';
  const isSpanish = system.includes('Responde en español.');
  return isSpanish
    ? [
        `Con una fracción de Kelly de ${kelly}, tus stakes son prudentes. `,
        `La fórmula activa es: ${formula}.\n`,
        'Recuerda que la varianza manda en muestras cortas.',
      ]
    : [
        `With a Kelly fraction of ${kelly}, your stakes are prudent. `,
        `The active formula is: ${formula}.\n`,
        'Remember that variance rules small samples.',
      ];
}

function enrichmentAnswer(body: ChatBody) {
  const user = body.messages?.findLast((message) => message.role === 'user')?.content ?? '{}';
  let pModel = 0.5;
  try {
    const value = (JSON.parse(user) as { pick?: { pModel?: unknown } }).pick?.pModel;
    if (typeof value === 'number') pModel = value;
  } catch {
    // Not the JSON the enrichment sends: a neutral estimate, capped by the product anyway.
  }
  return {
    adjustedProbability: pModel,
    warnings: [],
    riskLevel: 'medium',
    confidence: 'low',
    keyFactors: ['Fake provider of the journeys: no view of its own.'],
  };
}

const completion = (content: string) => ({
  id: 'chatcmpl-e2e',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'e2e-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
});

const chunk = (delta: Record<string, unknown>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'e2e-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(req: IncomingMessage, res: ServerResponse, chunkDelayMs: number) {
  const body = await readJson(req);
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  const format = body.response_format?.json_schema?.name;
  if (format === 'pick_enrichment') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(JSON.stringify(enrichmentAnswer(body)))));
    return;
  }
  if (format !== undefined) {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `the journeys' fake does not answer ${format}` } }));
    return;
  }
  const parts = geniusAnswer(body);
  if (!body.stream) {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(completion(parts.join(''))));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const part of parts) {
    await sleep(chunkDelayMs);
    if (res.destroyed) return;
    res.write(chunk({ content: part }, null));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** Starts the fake; `url` is what AI_BASE_URL takes. */
export async function startFakeAi(options: { port?: number; chunkDelayMs?: number } = {}) {
  const server = createServer((req, res) => {
    handle(req, res, options.chunkDelayMs ?? 150).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
