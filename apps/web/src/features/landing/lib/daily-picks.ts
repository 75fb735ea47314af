import type { RecordVolume } from '@arcade/contracts';
import { PROMISED_PICKS_PER_DAY } from '@arcade/contracts/parsers';

/** What the landing may say about picks a day. */
export type DailyPicksClaim =
  | { kind: 'loading' }
  | { kind: 'promise'; count: number }
  | { kind: 'measured'; perDay: number }
  | { kind: 'none' };

/**
 * The promise ("4 picks a day") only while the last 30 days kept it; below it, the measured average,
 * rounded down to a tenth so that it never reads as the promise (3.96 → 3.9); nothing measured (a new
 * install, or nothing published lately) or unreadable: no figure at all.
 *
 * @example dailyPicksClaim({ windowDays: 30, days: 30, published: 102, perDay: 3.4 }) // measured 3.4
 */
export function dailyPicksClaim(volume: RecordVolume | undefined, isError = false): DailyPicksClaim {
  if (isError) return { kind: 'none' };
  if (!volume) return { kind: 'loading' };
  if (volume.perDay === null) return { kind: 'none' };
  if (volume.perDay >= PROMISED_PICKS_PER_DAY) return { kind: 'promise', count: PROMISED_PICKS_PER_DAY };
  return { kind: 'measured', perDay: Math.floor(volume.perDay * 10) / 10 };
}
