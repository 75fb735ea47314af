import type { RecordPick } from '@arcade/contracts';

/** How many of the latest decided picks the MLB news button reports (e.g. 12-3 of 15). */
export const MLB_RUN_SIZE = 15;

/**
 * The MLB picks' latest run: wins and losses of the newest decided (won or lost) baseball picks, as
 * the record lists them (newest first). The spec's news text quotes a 12-3 run; the button reports
 * the real one, whatever it is.
 */
export function mlbRun(decided: readonly RecordPick[], size = MLB_RUN_SIZE) {
  const latest = decided.filter((pick) => pick.result !== 'push').slice(0, size);
  const wins = latest.filter((pick) => pick.result === 'win').length;
  return { wins, losses: latest.length - wins, count: latest.length };
}
