import { GenerationEventSchema } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';
import { parseEventData, readEventStream, readJsonEvents, splitEventStream } from '@/lib/event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('splitEventStream', () => {
  it('returns complete events and keeps the unfinished rest', () => {
    expect(splitEventStream('data: {"a":1}\n\ndata: {"b"')).toEqual({
      events: ['{"a":1}'],
      rest: 'data: {"b"',
    });
  });

  it('skips comments, keep-alives and the event, id and retry fields', () => {
    expect(splitEventStream(': keep-alive\n\nevent: progress\nid: 7\nretry: 1000\ndata: x\n\n:\n\n')).toEqual(
      {
        events: ['x'],
        rest: '',
      },
    );
  });

  it('joins multi-line data with newlines and accepts CRLF and a missing space', () => {
    expect(splitEventStream('data:one\r\ndata: two\r\n\r\n').events).toEqual(['one\ntwo']);
  });
});

describe('readEventStream', () => {
  it('reassembles events split across chunks, even inside a multi-byte character', async () => {
    const text = 'data: {"message":"Análisis"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const cut = text.indexOf('á') + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await collect(readEventStream(stream))).toEqual(['{"message":"Análisis"}']);
  });

  it('yields a last event that ends without its blank line', async () => {
    expect(await collect(readEventStream(streamOf(['data: 1\n\nda', 'ta: 2'])))).toEqual(['1', '2']);
  });
});

describe('readJsonEvents', () => {
  it('ignores unparsable chunks and events that do not match the schema', async () => {
    const chunks = [
      ': connected\n\n',
      'data: {"type":"progress","current":1,"total":4,"message":"NBA"}\n\n',
      'data: not json\n\n',
      'data: {"type":"mystery"}\n',
      '\ndata: {"type":"error","message":"boom"}\n\n',
    ];
    expect(await collect(readJsonEvents(streamOf(chunks), GenerationEventSchema))).toEqual([
      { type: 'progress', current: 1, total: 4, message: 'NBA' },
      { type: 'error', message: 'boom' },
    ]);
  });

  it('parseEventData gives null for text that is not JSON', () => {
    expect(parseEventData('{"type":', GenerationEventSchema)).toBeNull();
  });
});
