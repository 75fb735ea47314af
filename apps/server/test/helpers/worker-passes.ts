import type { FastifyInstance } from 'fastify';

/**
 * Waits for what the notifications worker does (a publication batch closed, an alert delivered, a
 * mail sent): each of those is written during one of its passes, so instead of looking every few
 * milliseconds a waiting condition is looked at again at the end of every pass's producers, by a
 * producer registered after the app's own. A pass runs at least every MAIL_QUEUE_POLL_MS, so mail
 * delivered by a pass's drain (after its producers) is seen at the start of the next one.
 *
 * Returns `until(what, read)`: `read`'s answer once it has one (now, or at the end of the first pass
 * that gives it one); throws after `timeoutMs`.
 */
export function waitOnWorkerPasses(app: FastifyInstance, timeoutMs = 15_000) {
  const waiting = new Set<() => Promise<void>>();
  app.mailer.addProducer(async () => {
    for (const look of [...waiting]) await look();
    return null;
  });

  return async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
    const now = await read();
    if (now !== undefined) return now;
    return new Promise<T>((resolve, reject) => {
      const done = (settle: () => void) => {
        waiting.delete(look);
        clearTimeout(timer);
        settle();
      };
      const look = async () => {
        try {
          const value = await read();
          if (value !== undefined) done(() => resolve(value));
        } catch (error) {
          done(() => reject(error as Error));
        }
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`timed out waiting for ${what}`))),
        timeoutMs,
      );
      waiting.add(look);
    });
  };
}
