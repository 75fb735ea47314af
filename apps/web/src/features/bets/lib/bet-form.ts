import type { Language } from '@/lib/i18n';

/** The bounds the server keeps (contracts' bets schemas): a price above 1, a stake above 0. */
const MAX_ODDS = 1000;
const MAX_STAKE = 1_000_000_000;
export const MAX_BOOKMAKER_LENGTH = 60;

/** The form's fields as typed. */
export type BetFormText = { odds: string; stake: string; bookmaker: string };

export type BetFormValues = { odds: number; stake: number; bookmaker: string | null };

export type BetFormResult =
  { ok: true; values: BetFormValues } | { ok: false; invalid: { odds: boolean; stake: boolean } };

/** A number as typed, with a comma or a point for decimals; null when it is not one. */
export function parseNumberText(text: string): number | null {
  const normalized = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return Number(normalized);
}

/** A stored price or stake as its field shows it: two decimals (three for a price quoted so), the language's separator. */
export function numberText(value: number, language: Language): string {
  const two = value.toFixed(2);
  const text = Number(two) === value ? two : value.toFixed(3);
  return language === 'es' ? text.replace('.', ',') : text;
}

/** The typed price as a decimal price the server takes, or null. */
export function typedOdds(text: string): number | null {
  const odds = parseNumberText(text);
  return odds !== null && odds > 1 && odds <= MAX_ODDS ? odds : null;
}

/** The fields read as a bet, or which of them are not valid; an empty book is none. */
export function readBetForm(text: BetFormText): BetFormResult {
  const odds = typedOdds(text.odds);
  const stake = parseNumberText(text.stake);
  const isStakeValid = stake !== null && stake > 0 && stake <= MAX_STAKE;
  if (odds === null || !isStakeValid)
    return { ok: false, invalid: { odds: odds === null, stake: !isStakeValid } };
  const bookmaker = text.bookmaker.trim().slice(0, MAX_BOOKMAKER_LENGTH);
  return { ok: true, values: { odds, stake, bookmaker: bookmaker === '' ? null : bookmaker } };
}

/** True when a price is below the pick's lowest price worth taking: the bet no longer carries value. */
export function isBelowMinOdds(odds: number | null, minOdds: number | null): boolean {
  return odds !== null && minOdds !== null && odds < minOdds;
}
