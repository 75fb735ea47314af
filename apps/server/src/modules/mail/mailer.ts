import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MailQueueConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { MailStatus } from '../../db/schema/index';
import { MailWorker, type MailProducer } from './mail-worker';
import { type EnqueueOptions, type OutgoingMail, insertMail, mailState } from './queue.repository';
import { createTransport } from './transport';

export type { EnqueueOptions, OutgoingMail } from './queue.repository';

/** Where a queued mail stands after its first try (see `Mailer.waitForAttempt`). */
interface MailAttempt {
  status: MailStatus;
  /** The last delivery error, when an attempt failed. */
  error: string | null;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps mail in the database and the log (demo without SMTP). */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Queues a mail and wakes the worker, so it goes out at once or is retried until it does; answers
   * the queue row's id (null when the dedupe key was already queued).
   */
  send(mail: OutgoingMail, options?: EnqueueOptions): Promise<string | null>;
  /** Queues a mail inside the caller's transaction; call `kick` once it has committed. */
  enqueue(db: Database, mail: OutgoingMail, options?: EnqueueOptions): Promise<string | null>;
  /** Wakes the worker. */
  kick(): void;
  /**
   * Waits up to `timeoutMs` for the mail's first delivery attempt: `sent` or `logged` when it went
   * out, `pending` with the error while it waits for a retry, `failed` when given up.
   */
  waitForAttempt(id: string, timeoutMs: number): Promise<MailAttempt>;
  /** Work run under the worker's lock before each drain (e.g. batching publication emails). */
  addProducer(producer: MailProducer): void;
  /** Starts the worker (the app does once it is ready). */
  start(): void;
  /** Stops the worker, releasing its lock, and closes the SMTP connection; pending mail stays queued. */
  close(): Promise<void>;
}

/** The durable mail queue: every mail is a row of mail_outbox, delivered by the worker. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; queue: MailQueueConfig },
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Mailer {
  const transport = createTransport(options, log);
  const worker = new MailWorker(database, transport, log, options.queue);
  return {
    mode: transport.mode,
    send: async (mail, enqueueOptions) => {
      const id = await insertMail(database.db, mail, enqueueOptions);
      worker.kick();
      return id;
    },
    enqueue: (db, mail, enqueueOptions) => insertMail(db, mail, enqueueOptions),
    kick: () => worker.kick(),
    waitForAttempt: async (id, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await mailState(database.db, id);
        if (!state) throw new Error(`mail ${id} is not in the queue`);
        const settled = state.status !== 'pending' || state.attempts > 0;
        if (settled || Date.now() >= deadline) return { status: state.status, error: state.error };
        await sleep(50);
      }
    },
    addProducer: (producer) => worker.addProducer(producer),
    start: () => worker.start(),
    close: async () => {
      await worker.close();
      transport.close();
    },
  };
}
