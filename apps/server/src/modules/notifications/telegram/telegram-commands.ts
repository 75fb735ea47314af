import type { Bot, Context } from 'grammy';
import type { Database } from '../../../db/client';
import type { Language } from '../../../db/schema/index';
import { sessionUserChanged } from '../../sessions';
import { setLanguage } from '../../users';
import { sendHtml } from './telegram-channel';
import { escapeHtml } from './telegram-format';
import { todaysPicksText } from './telegram-picks';
import { accountOfChat, linkChat, unlinkChat } from './telegram.repository';
import { TEXTS, UNLINKED } from './telegram-texts';

/** What Telegram allows in a deep link's `start` parameter (our tokens are 43 of these). */
const TOKEN_SHAPE = /^[\w-]{1,64}$/;

interface CommandDeps {
  db: Database;
  dashboardUrl: string;
  now?: () => Date;
}

/**
 * The bot's commands, in private chats only (a group is nobody's account): `/start <token>` links
 * the chat, `/start` alone explains how; `/stop` unlinks; `/picks` lists today's picks the person
 * may see; `/idioma es|en` switches the language of the bot and of the account's emails. Anything
 * else gets the short help. A linked chat is answered in its person's language; a chat linked to
 * nobody in Spanish and English.
 */
export function registerCommands(bot: Bot, deps: CommandDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const dashboard = escapeHtml(deps.dashboardUrl);
  const chats = bot.chatType('private');
  const reply = (ctx: Context, text: string) => sendHtml(ctx.api, ctx.chat?.id ?? 0, text);

  chats.command('start', async (ctx) => {
    const token = ctx.match.trim();
    if (token === '') {
      const account = await accountOfChat(db, ctx.chat.id);
      await reply(
        ctx,
        account ? TEXTS[account.language].alreadyLinked(escapeHtml(account.name)) : UNLINKED.help(dashboard),
      );
      return;
    }
    const outcome = TOKEN_SHAPE.test(token)
      ? await linkChat(db, token, { chatId: ctx.chat.id, username: ctx.from?.username ?? null }, now())
      : ({ kind: 'unknown' } as const);
    if (outcome.kind !== 'linked') {
      await reply(ctx, UNLINKED[outcome.kind]);
      return;
    }
    await reply(ctx, TEXTS[outcome.language].linked(escapeHtml(outcome.name)));
  });

  chats.command('stop', async (ctx) => {
    const account = await accountOfChat(db, ctx.chat.id);
    if (!account || !(await unlinkChat(db, ctx.chat.id))) {
      await reply(ctx, UNLINKED.notLinked);
      return;
    }
    await reply(ctx, TEXTS[account.language].stopped);
  });

  chats.command('picks', async (ctx) => {
    const account = await accountOfChat(db, ctx.chat.id);
    if (!account) {
      await reply(ctx, UNLINKED.help(dashboard));
      return;
    }
    await reply(ctx, await todaysPicksText(db, account, { now: now(), dashboardUrl: deps.dashboardUrl }));
  });

  chats.command(['idioma', 'language'], async (ctx) => {
    const account = await accountOfChat(db, ctx.chat.id);
    if (!account) {
      await reply(ctx, UNLINKED.help(dashboard));
      return;
    }
    const wanted = ctx.match.trim().toLowerCase();
    if (wanted !== 'es' && wanted !== 'en') {
      await reply(ctx, TEXTS[account.language].languageUsage);
      return;
    }
    const language: Language = wanted;
    await setLanguage(db, account.userId, language);
    // The dashboard's session carries the language: it must not answer the old one.
    sessionUserChanged(db, account.userId);
    await reply(ctx, TEXTS[language].languageSet);
  });

  chats.on('message', async (ctx) => {
    const account = await accountOfChat(db, ctx.chat.id);
    await reply(ctx, account ? TEXTS[account.language].help : UNLINKED.help(dashboard));
  });
}
