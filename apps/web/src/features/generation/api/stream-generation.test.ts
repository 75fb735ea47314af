import { describe, expect, it } from 'vitest';
import { stubFetch } from '@test/helpers';
import { streamGeneration } from './stream-generation';

const PARAMS = { bankroll: 1000, sport: 'all', pickCount: 10, strategy: 'auto' } as const;

function completeStream(): Response {
  const body = `data: ${JSON.stringify({ type: 'complete', picks: [] })}\n\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('the generation stream request', () => {
  it('proves it comes from the app with X-Requested-With, which the server requires to start it', async () => {
    const fetchMock = stubFetch({ '/api/picks/stream': () => completeStream() });
    const events = [];
    for await (const event of streamGeneration(PARAMS, new AbortController().signal)) events.push(event);

    expect(events).toEqual([{ type: 'complete', picks: [] }]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(init?.credentials).toBe('include');
  });
});
