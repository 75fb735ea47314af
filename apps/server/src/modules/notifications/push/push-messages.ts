import type { PushPayload } from '@arcade/contracts';
import { decimalToAmerican } from '@arcade/core';
import type { Language, PickTier } from '../../../db/schema/index';
import type { AlertPick } from '../alerts/audience';

/** Matches named in a notification's body; the rest are counted. */
const MAX_LINES = 3;
/** Where a click on the notification opens. */
const PUSH_OPEN_URL = '/dashboard';

const TIER_LABELS: Record<PickTier, string> = {
  vip: 'VIP',
  exclusivo: 'Exclusivo',
  platinum: 'Platinum',
  diamante: 'Diamante',
};

const TEXTS: Record<
  Language,
  {
    title: (n: number) => string;
    more: (n: number) => string;
    minOdds: string;
    unverified: string;
    offFeed: string;
  }
> = {
  es: {
    title: (n) => (n === 1 ? 'Nuevo pick publicado' : `${n} picks nuevos publicados`),
    more: (n) => `y ${n} más`,
    minOdds: 'Cuota mínima',
    unverified: 'precio sin contraste',
    offFeed: 'fuera del feed',
  },
  en: {
    title: (n) => (n === 1 ? 'New pick published' : `${n} new picks published`),
    more: (n) => `and ${n} more`,
    minOdds: 'Bet down to',
    unverified: 'unverified price',
    offFeed: 'off the feed',
  },
};

/** A decimal price in the person's language, with its American form converted from it. */
function bothForms(odds: number, language: Language): string {
  const decimal = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(odds);
  const american = decimalToAmerican(odds);
  return `${decimal} (${american > 0 ? `+${american}` : american})`;
}

/**
 * The notification one person sees for a batch, in their language: how many picks, and the matches
 * with their tiers, the lowest price worth taking (left out for a pick that has none) and whether a
 * price was typed by hand that no book contrasted, or the event is off the feed. Only the picks the
 * person may see ever get here, and even of those neither the price taken, the edge nor the stake
 * travels: the dashboard shows them once opened.
 */
export function pushNotification(
  picks: readonly Pick<
    AlertPick,
    'homeTeam' | 'awayTeam' | 'tier' | 'minOdds' | 'priceUnverified' | 'offFeed'
  >[],
  language: Language,
  batchId: string,
): PushPayload {
  const texts = TEXTS[language];
  const lines = picks
    .slice(0, MAX_LINES)
    .map((pick) =>
      [
        `${pick.homeTeam} vs ${pick.awayTeam}`,
        TIER_LABELS[pick.tier],
        ...(pick.minOdds === null ? [] : [`${texts.minOdds} ${bothForms(pick.minOdds, language)}`]),
        ...(pick.priceUnverified ? [texts.unverified] : []),
        ...(pick.offFeed ? [texts.offFeed] : []),
      ].join(' · '),
    );
  if (picks.length > MAX_LINES) lines.push(texts.more(picks.length - MAX_LINES));
  return {
    title: texts.title(picks.length),
    body: lines.join('\n'),
    url: PUSH_OPEN_URL,
    tag: `picks-${batchId}`,
  };
}
