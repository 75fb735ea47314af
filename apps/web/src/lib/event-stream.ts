/**
 * Server-sent events read from a fetch body (not EventSource, so the request keeps its credentials
 * and can be aborted). Only `data:` fields matter to us; comments (`: keep-alive`), `event:`, `id:`
 * and `retry:` lines are skipped, as the SSE format allows.
 */

export type EventStreamSplit = {
  /** The `data` of every complete event, its `data:` lines joined with '\n'. */
  events: string[];
  /** Text after the last blank line: the start of an event whose end has not arrived yet. */
  rest: string;
};

const EVENT_BOUNDARY = /\r\n\r\n|\n\n|\r\r/;

function dataOf(block: string): string | null {
  const lines: string[] = [];
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (line === 'data' || line.startsWith('data:')) {
      const value = line.slice(5);
      lines.push(value.startsWith(' ') ? value.slice(1) : value);
    }
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * Splits buffered stream text into complete events and the unfinished rest.
 * `splitEventStream('data: {"a":1}\n\n: ping\n\ndata: {"b"')` →
 * `{ events: ['{"a":1}'], rest: 'data: {"b"' }` (the comment block carries no data).
 */
export function splitEventStream(buffer: string): EventStreamSplit {
  const blocks = buffer.split(EVENT_BOUNDARY);
  const rest = blocks.pop() ?? '';
  const events: string[] = [];
  for (const block of blocks) {
    const data = dataOf(block);
    if (data !== null) events.push(data);
  }
  return { events, rest };
}

/** Yields the `data` of each event as the body streams in; a last event without its blank line still counts. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const { events, rest } = splitEventStream(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      yield* events;
    }
    const last = dataOf(buffer + decoder.decode());
    if (last !== null) yield last;
  } finally {
    reader.releaseLock();
  }
}

type SafeParser<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

/** Parses one event's data as JSON and checks it against a schema; null when either fails. */
export function parseEventData<T>(data: string, schema: SafeParser<T>): T | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    // A chunk that is not JSON (a proxy's banner, a truncated line) is ignored.
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The typed events of a stream, unparsable ones skipped. */
export async function* readJsonEvents<T>(
  body: ReadableStream<Uint8Array>,
  schema: SafeParser<T>,
): AsyncGenerator<T> {
  for await (const data of readEventStream(body)) {
    const event = parseEventData(data, schema);
    if (event !== null) yield event;
  }
}
