import type { PolicyCandidate } from '@arcade/core';

const signed = (line: number) => (line > 0 ? `+${line}` : `${line}`);

/**
 * A manual pick's line off the feed, named as the feed's picks are (one name per market): the
 * selection as typed, "ML" on a moneyline (the draw named with its match), the line signed on a
 * spread and plain on a total.
 */
export function typedDisplayLine(pick: {
  market: 'h2h' | 'spreads' | 'totals';
  selection: string;
  line: number | null;
  homeTeam: string;
  awayTeam: string;
}): string {
  const { market, selection, line } = pick;
  if (market === 'totals') return line === null ? selection : `${selection} ${line}`;
  if (market === 'spreads') return line === null ? selection : `${selection} ${signed(line)}`;
  if (/^(draw|empate|x)$/i.test(selection)) return `Draw (${pick.homeTeam} v ${pick.awayTeam})`;
  return `${selection} ML`;
}

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
