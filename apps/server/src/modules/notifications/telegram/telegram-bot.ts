import type { FastifyBaseLogger } from 'fastify';
import { type Api, Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { TelegramConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { registerCommands } from './telegram-commands';
import { pollUpdates } from './telegram-polling';
import { apiSignal, pause, retryDelay } from './telegram-retry';

/**
 * The Telegram bot of this server: grammY over the configured Bot API, the commands, and how
 * updates arrive — Telegram posts them to the webhook when a secret is configured, otherwise one
 * instance long-polls under an advisory lock. `start` never blocks the app: it learns the bot's
 * username (getMe) and sets the webhook in the background, retrying while Telegram does not answer.
 */
export class TelegramBot {
  private readonly bot: Bot;
  private readonly stopping = new AbortController();
  private initializing: Promise<void> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly config: TelegramConfig,
    private readonly deps: {
      database: DatabaseHandle;
      appUrl: string;
      log: FastifyBaseLogger;
    },
  ) {
    this.bot = new Bot(config.token, { client: { apiRoot: config.apiBaseUrl } });
    registerCommands(this.bot, { db: deps.database.db, dashboardUrl: `${deps.appUrl}/dashboard` });
  }

  get api(): Api {
    return this.bot.api;
  }

  /** The bot's @username (for the deep links), once getMe has answered; null before. */
  get botUsername(): string | null {
    return this.bot.isInited() ? this.bot.botInfo.username : null;
  }

  get usesWebhook(): boolean {
    return this.config.webhookSecret !== undefined;
  }

  /** Asks getMe once (calls in flight share it); throws when Telegram does not answer. */
  async init(): Promise<void> {
    if (this.bot.isInited()) return;
    this.initializing ??= this.bot.init(apiSignal(this.stopping.signal)).finally(() => {
      this.initializing = undefined;
    });
    await this.initializing;
  }

  /** Starts in the background: getMe, then the webhook or the long polling; a no-op after `close`. */
  start(): void {
    if (this.running || this.stopping.signal.aborted) return;
    this.running = this.run().catch((error: unknown) => {
      if (!this.stopping.signal.aborted) this.deps.log.error({ err: error }, 'telegram bot stopped');
    });
  }

  /** Handles one update (from the webhook or the polling); errors are logged, not thrown. */
  async handleUpdate(update: Update): Promise<void> {
    await this.init();
    try {
      await this.bot.handleUpdate(update);
    } catch (error) {
      this.deps.log.error({ err: error, updateId: update.update_id }, 'telegram update failed');
    }
  }

  /** Stops the polling (handing its lock back) and any retrying; what is in flight finishes. */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    await this.retrying('getMe', () => this.init());
    if (signal.aborted) return;
    this.deps.log.info({ bot: this.botUsername, webhook: this.usesWebhook }, 'telegram bot ready');
    if (this.config.webhookSecret) {
      const url = `${this.deps.appUrl}/api/telegram/webhook`;
      const secret = this.config.webhookSecret;
      await this.retrying('setWebhook', () =>
        this.bot.api.setWebhook(
          url,
          { secret_token: secret, allowed_updates: ['message'] },
          apiSignal(signal),
        ),
      );
      return;
    }
    await pollUpdates({
      database: this.deps.database,
      api: this.bot.api,
      signal,
      log: this.deps.log,
      handle: (update) => this.handleUpdate(update),
    });
  }

  /** Runs a call until it succeeds or the bot stops, waiting longer after each failure. */
  private async retrying(what: string, call: () => Promise<unknown>): Promise<void> {
    const { signal } = this.stopping;
    for (let failures = 1; !signal.aborted; failures += 1) {
      try {
        await call();
        return;
      } catch (error) {
        if (signal.aborted) return;
        const retryInMs = retryDelay(failures);
        this.deps.log.warn({ err: error, retryInMs }, `telegram ${what} failed; retrying`);
        await pause(retryInMs, signal);
      }
    }
  }
}
