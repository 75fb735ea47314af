import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BOT_TOKEN = '123456789:FAKE-token_for-tests';
export const FAKE_BOT_USERNAME = 'arcade_test_bot';

/** A message the bot sent, as the fake received it. */
export interface SentMessage {
  chatId: number;
  text: string;
  parseMode: string | undefined;
}

/** How the fake answers sendMessage to one chat, instead of delivering. */
export type ChatFailure =
  | { kind: 'blocked' }
  | { kind: 'flood'; retryAfter: number }
  | { kind: 'error'; status: number; description: string };

interface Waiter {
  resolve: () => void;
  timer: NodeJS.Timeout;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/**
 * A fake Telegram Bot API on loopback: POST /bot<token>/<method> for getMe, setWebhook,
 * deleteWebhook, sendMessage (recorded; a chat can be made to answer 403 blocked, 429 with
 * retry_after, or another error) and getUpdates (serves queued updates, long-polling up to the
 * asked timeout, honouring the offset as Telegram does). A wrong token answers 401.
 */
export async function startFakeTelegram(options: { token?: string; username?: string } = {}) {
  const token = options.token ?? FAKE_BOT_TOKEN;
  const username = options.username ?? FAKE_BOT_USERNAME;
  const sent: SentMessage[] = [];
  const calls: { method: string; body: Record<string, unknown> }[] = [];
  const failures = new Map<number, ChatFailure>();
  let updates: { update_id: number; [key: string]: unknown }[] = [];
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  let webhook: { url: string; secret: string | undefined } | null = null;
  let down = false;
  const waiters = new Set<Waiter>();
  const open = new Set<ServerResponse>();

  const wake = () => {
    for (const waiter of [...waiters]) waiter.resolve();
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, result: unknown) => answer(res, 200, { ok: true, result });
  const fail = (res: ServerResponse, status: number, description: string, parameters?: object) =>
    answer(res, status, {
      ok: false,
      error_code: status,
      description,
      ...(parameters ? { parameters } : {}),
    });

  async function getUpdates(body: Record<string, unknown>, res: ServerResponse) {
    const offset = typeof body.offset === 'number' ? body.offset : undefined;
    // Telegram forgets every update below the offset: they count as confirmed.
    if (offset !== undefined) updates = updates.filter((update) => update.update_id >= offset);
    const timeoutSeconds = typeof body.timeout === 'number' ? body.timeout : 0;
    if (updates.length === 0 && timeoutSeconds > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(waiter.timer);
          waiters.delete(waiter);
          resolve();
        };
        // Shorter than asked, so that a closing app never waits long on the fake.
        const waiter: Waiter = {
          resolve: done,
          timer: setTimeout(done, Math.min(timeoutSeconds * 1000, 1_000)),
        };
        waiters.add(waiter);
        res.on('close', done);
      });
      if (offset !== undefined) updates = updates.filter((update) => update.update_id >= offset);
    }
    const limit = typeof body.limit === 'number' ? body.limit : 100;
    ok(res, updates.slice(0, limit));
  }

  function sendMessage(body: Record<string, unknown>, res: ServerResponse) {
    const chatId = Number(body.chat_id);
    const text = typeof body.text === 'string' ? body.text : '';
    const failure = failures.get(chatId);
    if (failure?.kind === 'blocked') return fail(res, 403, 'Forbidden: bot was blocked by the user');
    if (failure?.kind === 'flood')
      return fail(res, 429, `Too Many Requests: retry after ${failure.retryAfter}`, {
        retry_after: failure.retryAfter,
      });
    if (failure?.kind === 'error') return fail(res, failure.status, failure.description);
    if (text.length === 0) return fail(res, 400, 'Bad Request: message text is empty');
    if (text.length > 4096) return fail(res, 400, 'Bad Request: message is too long');
    const parseMode = typeof body.parse_mode === 'string' ? body.parse_mode : undefined;
    sent.push({ chatId, text, parseMode });
    const messageId = nextMessageId++;
    return ok(res, {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private' },
      text,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    open.add(res);
    res.on('close', () => open.delete(res));
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const body: Record<string, unknown> = await readJson(req).catch(() => ({}));
    if (!match || req.method !== 'POST') return fail(res, 404, 'Not Found');
    if (match[1] !== token) return fail(res, 401, 'Unauthorized');
    const method = match[2] ?? '';
    calls.push({ method, body });
    if (down) return fail(res, 502, 'Bad Gateway');
    switch (method) {
      case 'getMe':
        return ok(res, {
          id: 123456789,
          is_bot: true,
          first_name: 'Arcade Test',
          username,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
      case 'setWebhook':
        webhook = {
          url: String(body.url),
          secret: typeof body.secret_token === 'string' ? body.secret_token : undefined,
        };
        return ok(res, true);
      case 'deleteWebhook':
        webhook = null;
        return ok(res, true);
      case 'getUpdates':
        if (webhook) return fail(res, 409, "Conflict: can't use getUpdates method while webhook is active");
        return getUpdates(body, res);
      case 'sendMessage':
        return sendMessage(body, res);
      default:
        return fail(res, 404, 'Not Found: method not found');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'Internal Server Error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    token,
    username,
    baseUrl: `http://127.0.0.1:${port}`,
    sent,
    calls,
    get webhook() {
      return webhook;
    },
    /** Every call of one Bot API method, in order. */
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    /** Queues a private-chat text message from a person, as getUpdates (or a webhook post) carries it. */
    message(chatId: number, text: string, from: { username?: string; languageCode?: string } = {}) {
      nextUpdateId += 1;
      const update = {
        update_id: nextUpdateId,
        message: {
          message_id: nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: {
            id: chatId,
            type: 'private',
            first_name: 'Tester',
            ...(from.username ? { username: from.username } : {}),
          },
          from: {
            id: chatId,
            is_bot: false,
            first_name: 'Tester',
            ...(from.username ? { username: from.username } : {}),
            language_code: from.languageCode ?? 'es',
          },
          text,
          ...(text.startsWith('/')
            ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length ?? 0 }] }
            : {}),
        },
      };
      return update;
    },
    /** Puts an update in the queue getUpdates serves. */
    queue(update: { update_id: number; [key: string]: unknown }) {
      updates.push(update);
      wake();
    },
    /** Updates not yet confirmed by a later offset. */
    pendingUpdates: () => updates.length,
    /** Makes sendMessage to the chat fail that way until `clearFailure`. */
    failFor(chatId: number, failure: ChatFailure) {
      failures.set(chatId, failure);
    },
    clearFailure(chatId: number) {
      failures.delete(chatId);
    },
    /** Every method answers 502 while down (getMe included). */
    setDown(value: boolean) {
      down = value;
    },
    messagesTo: (chatId: number) => sent.filter((message) => message.chatId === chatId),
    async close() {
      wake();
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
