import type { BacktestCoverage, Sport } from '@arcade/contracts';

const day = (iso: string) => iso.slice(0, 10);
const nextDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);

/** The sport's latest season within the stored history: its first day to the day after its last match. */
export function defaultRange(
  coverage: readonly BacktestCoverage[],
  sport: Sport,
): { from: string; to: string } {
  const stored = coverage.find((c) => c.sport === sport);
  if (!stored) return { from: '', to: '' };
  return { from: day(stored.latestSeasonFrom), to: nextDay(stored.to) };
}
