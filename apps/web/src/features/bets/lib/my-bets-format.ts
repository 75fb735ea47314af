import type { StatTone } from '@/components/ui/stat-card';
import { formatSignedPercent } from '@/lib/format';

/** A figure nothing computes yet: shown as a dash, never as 0. */
export const NO_FIGURE = '—';

export const signedPercentOrDash = (value: number | null) =>
  value === null ? NO_FIGURE : formatSignedPercent(value);

export const signTone = (value: number | null): StatTone =>
  value === null || value === 0 ? 'neutral' : value > 0 ? 'good' : 'poor';

/** Cents, so a difference of sums never shows as −0,00. */
export const roundCents = (value: number) => Math.round(value * 100) / 100 || 0;

/** Where the page of the book lives, and the break's card on "Mi cuenta". */
export const MY_BETS_PATH = '/my-bets';
export const BREAK_ADDRESS = '/account#break';

/** The CSV of the whole book: the server sends it as a download. */
export const BETS_CSV_PATH = '/api/bets/export.csv';
