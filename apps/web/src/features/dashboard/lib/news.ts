import type { SubscriberPick } from '@arcade/contracts';
import { isGraded } from './tier-stats';

/** How many of the latest decided picks the MLB news button reports (product.md §2 quotes 12-3 of 15). */
export const MLB_RUN_SIZE = 15;

/**
 * The MLB picks' latest run: wins and losses of the newest decided (won or lost) baseball picks. The
 * spec's news text quotes a 12-3 run; the button reports the real one, whatever it is.
 */
export function mlbRun(picks: readonly SubscriberPick[], size = MLB_RUN_SIZE) {
  const decided = picks
    .filter(isGraded)
    .filter((pick) => pick.sport === 'baseball' && pick.result !== 'push')
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, size);
  const wins = decided.filter((pick) => pick.result === 'win').length;
  return { wins, losses: decided.length - wins, count: decided.length };
}
