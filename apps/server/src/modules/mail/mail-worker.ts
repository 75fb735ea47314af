import type { FastifyBaseLogger } from 'fastify';
import type { MailQueueConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema/index';
import { schemaLockKey } from '../../db/schema-lock-key';
import { describeMailError, retryDelayMs } from './backoff';
import { dueMails, markAttemptFailed, markDelivered, msUntilNextDue } from './queue.repository';
import type { MailTransport } from './transport';

/** Advisory-lock key of the mail worker: one instance drains the queue at a time. */
const MAIL_LOCK_KEY = 7_310_422_905;

/**
 * Work that puts mail in the queue, run at the start of every pass under the worker's lock (e.g.
 * closing a batch of publication emails). Answers in how many milliseconds it wants to run again,
 * or null when it has nothing waiting.
 */
export type MailProducer = (db: Database) => Promise<number | null>;

/** Due rows read at a time. */
const PAGE = 20;
/** When another instance holds the lock, look again this soon (it may have missed our mail). */
const BUSY_RETRY_MS = 1_000;
/** The shortest pause between passes, so a clock skew between the app and the database cannot spin. */
const MIN_PAUSE_MS = 10;

/**
 * Drains the mail queue: each pass takes the PostgreSQL advisory lock (skipping the pass when another
 * instance holds it), runs the producers, then delivers every due mail, retrying a failure with
 * exponential backoff until `maxAttempts`. A pass runs when woken (`kick`), when the next retry or
 * producer is due, and at least every `pollMs`. `close` stops it between two mails and releases the
 * lock; what is still pending waits in the table for the next worker.
 */
export class MailWorker {
  private readonly producers: MailProducer[] = [];
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;
  private lockKey: Promise<number> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailQueueConfig,
  ) {}

  addProducer(producer: MailProducer): void {
    this.producers.push(producer);
  }

  /** Starts the passes (the app calls this once it is ready); a no-op after `close`. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** Something was queued: run a pass now (or right after the one running). */
  kick(): void {
    if (!this.started || this.stopped) return;
    if (this.running) this.wokenWhileRunning = true;
    else this.schedule(0);
  }

  /** Stops the worker: the mail being delivered finishes, no other starts, and the lock is released. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (!this.started || this.stopped) return;
    const delay = Math.max(0, delayMs);
    const at = Date.now() + delay;
    if (this.timer && this.wakeAt <= at) return;
    clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wakeAt = Number.POSITIVE_INFINITY;
      this.run();
    }, delay);
    this.timer.unref();
  }

  private run(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.wokenWhileRunning = false;
    this.running = this.pass()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'mail queue pass failed');
        return this.options.pollMs;
      })
      .then((nextMs) => {
        this.running = undefined;
        this.schedule(this.wokenWhileRunning ? 0 : Math.max(MIN_PAUSE_MS, nextMs));
      });
  }

  private key(): Promise<number> {
    this.lockKey ??= schemaLockKey(this.database, MAIL_LOCK_KEY).catch((error: unknown) => {
      this.lockKey = undefined;
      throw error;
    });
    return this.lockKey;
  }

  /** One pass under the lock; answers the milliseconds until the next one is due. */
  private async pass(): Promise<number> {
    const outcome = await this.database.withAdvisoryLock(await this.key(), async () => {
      const db = this.database.db;
      let next = this.options.pollMs;
      for (const produce of this.producers) {
        if (this.stopped) return next;
        const wanted = await produce(db);
        if (wanted !== null) next = Math.min(next, wanted);
      }
      await this.drain(db);
      const due = await msUntilNextDue(db);
      return due === null ? next : Math.min(next, due);
    });
    return outcome.ran ? outcome.value : Math.min(this.options.pollMs, BUSY_RETRY_MS);
  }

  private async drain(db: Database): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const rows = await dueMails(db, PAGE);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (this.stopped) return;
        await this.deliver(db, row);
      }
    }
  }

  private async deliver(db: Database, row: MailOutboxRow): Promise<void> {
    try {
      await this.transport.deliver(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const givesUp = attempts >= this.options.maxAttempts;
      const retryInMs = givesUp
        ? null
        : retryDelayMs(attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      const message = describeMailError(error);
      await markAttemptFailed(db, row.id, { attempts, error: message, retryInMs });
      const context = { mailId: row.id, to: row.to, subject: row.subject, attempts, error: message };
      if (givesUp) this.log.error(context, 'mail failed: no attempts left');
      else this.log.warn({ ...context, retryInMs }, 'mail delivery failed; it will be retried');
      return;
    }
    await markDelivered(db, row.id, this.transport.mode === 'smtp' ? 'sent' : 'logged');
  }
}
