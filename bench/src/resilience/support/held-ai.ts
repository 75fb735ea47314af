// An OpenAI-compatible endpoint that holds every chat completion until released, then refuses it
// (503): the product skips the AI for that pick and goes on. While a request is held, the
// generation that sent it is running and cannot finish, which makes "a generation is running" a
// state a test can hold for as long as it needs.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldAi {
  /** The AI_BASE_URL to configure (…/v1). */
  baseUrl: string;
  /** Requests received so far. */
  received(): number;
  /** Resolves once at least `count` requests have arrived. */
  waitForRequests(count?: number, timeoutMs?: number): Promise<void>;
  /** Answers every held request and every later one at once. */
  release(): void;
  close(): Promise<void>;
}

export async function startHeldAi(): Promise<HeldAi> {
  const held: ServerResponse[] = [];
  let isReleased = false;
  let count = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const refuse = (res: ServerResponse) => {
    if (res.writableEnded) return;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'held AI: released', type: 'server_error' } }));
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count += 1;
      for (const waiter of waiters.filter((w) => count >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (isReleased) refuse(res);
      else held.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received: () => count,
    waitForRequests: (wanted = 1, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (count >= wanted) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`the AI got ${count} of ${wanted} requests in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count: wanted,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    release: () => {
      isReleased = true;
      for (const res of held.splice(0)) refuse(res);
    },
    close: () =>
      new Promise<void>((resolve) => {
        isReleased = true;
        for (const res of held.splice(0)) refuse(res);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
