import { decimalToAmerican } from '@arcade/core';
import type { Language } from '../../../db/schema/index';
import { type AlertPick, type LedgerHead, stakeFor, stakeShare } from '../alerts/audience';
import { TEXTS } from './telegram-texts';

/** Telegram refuses a message longer than this (counted after entities are parsed: the HTML is longer). */
export const MESSAGE_LIMIT = 4096;

/** Start times are shown on the clock of the app's home market, and say so. */
export const DISPLAY_TIME_ZONE = 'Europe/Madrid';

const TIER_LABELS: Record<AlertPick['tier'], string> = {
  vip: 'VIP',
  exclusivo: 'Exclusivo',
  platinum: 'Platinum',
  diamante: 'Diamante',
};

/**
 * Escapes text for Telegram's HTML parse mode (and for an attribute in double quotes): nothing a
 * person or a provider typed — a name, a team, a bookmaker — is ever read as markup.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const locale = (language: Language) => (language === 'es' ? 'es-ES' : 'en-GB');

function decimal(value: number, language: Language, digits = 2): string {
  return new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

function percent(fraction: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(fraction);
}

/** An amount in bankroll units, as the dashboard shows money. */
function money(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(value);
}

/** A moment on the Madrid clock, e.g. "sáb, 28 nov, 21:00". */
function madridTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
}

const american = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The app's one match order: soccer reads "Home (L) vs Away", the US sports "Away @ Home (H)". */
function matchLabel(pick: AlertPick, language: Language): string {
  const home = `${escapeHtml(pick.homeTeam)} ${TEXTS[language].homeMark}`;
  const away = escapeHtml(pick.awayTeam);
  return pick.sport === 'soccer' ? `${home} vs ${away}` : `${away} @ ${home}`;
}

/** A decimal price and its American form, converted from it: the two never disagree. */
const bothForms = (odds: number, language: Language) =>
  `${decimal(odds, language)} (${american(decimalToAmerican(odds))})`;

/**
 * One pick as a few lines of Telegram HTML: the match, the market and the bet, the price (decimal
 * and American) and its book, the lowest price worth taking (left out for a pick that has none), the
 * edge, the stake (on the person's bankroll when they gave one, else as a share of it) and the start
 * time on the Madrid clock.
 */
export function pickBlock(pick: AlertPick, language: Language, bankroll: number | null): string {
  const t = TEXTS[language];
  const competition = pick.league ? ` · ${escapeHtml(pick.league)}` : '';
  const bet = escapeHtml(pick.displayLine ?? pick.selection);
  const book = pick.bookmaker ? ` · ${escapeHtml(pick.bookmaker)}` : '';
  // A price typed by hand that no book contrasted, or on an event the feed does not carry, says so.
  const marks = [pick.priceUnverified ? t.unverified : '', pick.offFeed ? t.offFeed : '']
    .filter(Boolean)
    .map((mark) => ` · <i>${mark}</i>`)
    .join('');
  const amount = stakeFor(pick, bankroll);
  const stake =
    amount === null ? t.shareOfBankroll(percent(stakeShare(pick), language)) : money(amount, language);
  const start = pick.eventStartTime ? t.starts(madridTime(pick.eventStartTime, language)) : t.noStart;
  return [
    `<b>${matchLabel(pick, language)}</b>${competition} · ${TIER_LABELS[pick.tier]}`,
    `${t.markets[pick.market]}: <b>${bet}</b>`,
    `${t.price} ${bothForms(pick.odds, language)}${book}${marks}`,
    ...(pick.minOdds === null ? [] : [`${t.minOdds} ${bothForms(pick.minOdds, language)}`]),
    `${t.edge} ${percent(pick.edge, language)} · ${t.stake} ${stake}`,
    start,
  ].join('\n');
}

/**
 * A message of a title, blocks and a footer that fits Telegram's limit: the blocks that do not fit
 * are left out and counted in the `more` line instead (never a block cut in half, so no tag is).
 */
export function fitMessage(parts: {
  title: string;
  blocks: readonly string[];
  footer: readonly string[];
  more: (count: number) => string;
}): string {
  const tail = parts.footer.filter((line) => line.length > 0);
  const assemble = (blocks: readonly string[], left: number) =>
    [parts.title, ...blocks, ...(left > 0 ? [parts.more(left)] : []), ...tail].join('\n\n');
  const shown: string[] = [];
  for (const [index, block] of parts.blocks.entries()) {
    const left = parts.blocks.length - index - 1;
    if (assemble([...shown, block], left).length > MESSAGE_LIMIT) break;
    shown.push(block);
  }
  return assemble(shown, parts.blocks.length - shown.length);
}

/** The alert of one publication batch to one person: their picks and the ledger's head. */
export function alertText(options: {
  picks: readonly AlertPick[];
  language: Language;
  bankroll: number | null;
  ledger: LedgerHead | null;
  dashboardUrl: string;
}): string {
  const { language } = options;
  const t = TEXTS[language];
  const dashboard = escapeHtml(options.dashboardUrl);
  const ledger = options.ledger
    ? t.ledger(
        options.ledger.seq,
        escapeHtml(options.ledger.hash.slice(0, 12)),
        escapeHtml(options.ledger.recordUrl),
      )
    : '';
  return fitMessage({
    title: t.alertTitle(options.picks.length),
    blocks: options.picks.map((pick) => pickBlock(pick, language, options.bankroll)),
    footer: [ledger],
    more: (count) => t.more(count, dashboard),
  });
}
