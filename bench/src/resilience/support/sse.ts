// A server-sent events client on node:http that tells a proper end of the stream (the chunked body's
// last chunk) from a reset or an abort, which fetch's reader blurs.
import { request } from 'node:http';

export interface StreamOutcome {
  status: number;
  /** The `data:` events, parsed as JSON, in order. */
  events: unknown[];
  /** 'ended': the response completed; 'reset': the connection broke before the end. */
  end: 'ended' | 'reset';
  detail?: string;
}

export interface OpenStream {
  /** Resolves at the first `data:` event (rejects if the stream ends first). */
  firstEvent: Promise<unknown>;
  outcome: Promise<StreamOutcome>;
  /** Closes the connection from the client side, as a browser tab that goes away. */
  abort(): void;
}

export function openStream(baseUrl: string, path: string, headers: Record<string, string>): OpenStream {
  const url = new URL(path, baseUrl);
  const events: unknown[] = [];
  let buffer = '';
  let onFirst: (event: unknown) => void = () => {};
  let onNoFirst: (error: Error) => void = () => {};
  const firstEvent = new Promise<unknown>((resolve, reject) => {
    onFirst = resolve;
    onNoFirst = reject;
  });
  const outgoing = request({
    host: url.hostname,
    port: url.port,
    path: `${url.pathname}${url.search}`,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const outcome = new Promise<StreamOutcome>((resolve) => {
    const finish = (status: number, end: StreamOutcome['end'], detail?: string) => {
      onNoFirst(new Error(`the stream ended (${end}, ${status}) before any event: ${buffer.slice(0, 300)}`));
      resolve({ status, events, end, ...(detail ? { detail } : {}) });
    };
    outgoing.on('error', (error) => finish(0, 'reset', error.message));
    outgoing.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          if (block.startsWith('data: ')) {
            const event: unknown = JSON.parse(block.slice('data: '.length));
            events.push(event);
            if (events.length === 1) onFirst(event);
          }
          boundary = buffer.indexOf('\n\n');
        }
      });
      res.on('end', () => finish(res.statusCode ?? 0, 'ended'));
      res.on('aborted', () => finish(res.statusCode ?? 0, 'reset', 'aborted'));
      res.on('error', (error) => finish(res.statusCode ?? 0, 'reset', error.message));
    });
    outgoing.end();
  });
  firstEvent.catch(() => undefined);
  return { firstEvent, outcome, abort: () => outgoing.destroy() };
}
