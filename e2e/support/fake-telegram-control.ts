import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SentMessage, startFakeTelegram } from '../../apps/server/test/helpers/fake-telegram';

/** What a journey may ask the fake Telegram through its control address. */
export interface TelegramControl {
  /** The control front's origin. */
  url: string;
  /** The Bot API's origin the product is configured with (TELEGRAM_API_BASE_URL). */
  apiUrl: string;
  token: string;
  botUsername: string;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * The fake Bot API of the server's integration tests (apps/server/test/helpers/fake-telegram.ts),
 * with a control front for the journeys, which run in other processes than the global setup: POST
 * /message `{ chatId, text, username }` queues what a person types to the bot (the product reads it
 * by long polling), GET /sent?chatId= lists what the bot sent that chat.
 */
export async function startTelegramControl() {
  const fake = await startFakeTelegram();
  const front = createServer((req, res) => {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'POST' && url.pathname === '/message') {
      readJson(req)
        .then((body) => {
          const update = fake.message(Number(body.chatId), String(body.text), {
            ...(typeof body.username === 'string' ? { username: body.username } : {}),
          });
          fake.queue(update);
          reply(200, { updateId: update.update_id });
        })
        .catch(() => reply(400, { error: 'bad json' }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/sent') {
      const chatId = Number(url.searchParams.get('chatId'));
      reply(200, fake.messagesTo(chatId) satisfies SentMessage[]);
      return;
    }
    reply(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const control: TelegramControl = {
    url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    apiUrl: fake.baseUrl,
    token: fake.token,
    botUsername: fake.username,
  };
  return {
    control,
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await fake.close();
    },
  };
}

/** A journey's side of the control front. */
export const telegramClient = (control: TelegramControl) => ({
  say: async (chatId: number, text: string, username?: string) => {
    const res = await fetch(`${control.url}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId, text, ...(username ? { username } : {}) }),
    });
    if (!res.ok) throw new Error(`the fake Telegram refused a message: ${res.status}`);
  },
  sent: async (chatId: number): Promise<SentMessage[]> => {
    const res = await fetch(`${control.url}/sent?chatId=${chatId}`);
    return (await res.json()) as SentMessage[];
  },
});
