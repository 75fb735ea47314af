import type { PolicyCandidate } from '@arcade/core';

const signed = (line: number) => (line > 0 ? `+${line}` : `${line}`);

/** "Real Madrid ML", "Over 2.5", "Lakers -3.5": the line a punter reads. */
export function displayLineOf(
  candidate: Pick<PolicyCandidate, 'selection' | 'market' | 'line'> & {
    event: { homeTeam: string; awayTeam: string };
  },
): string {
  const { event, selection, market, line } = candidate;
  const team = selection === 'home' ? event.homeTeam : event.awayTeam;
  if (market === 'totals') return `${selection === 'over' ? 'Over' : 'Under'} ${line}`;
  if (market === 'spreads') return `${team} ${signed(line ?? 0)}`;
  if (selection === 'draw') return `Draw (${event.homeTeam} v ${event.awayTeam})`;
  return `${team} ML`;
}
