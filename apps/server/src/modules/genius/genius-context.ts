import type { GeniusContext } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { configRow } from '../settings';
import { dayOf, recordHeadline, toRecordEntry } from '../record';
import { publishedSnapshot } from '../subscriber-picks';

/** The bankroll the Genius reasons about: the generation's default. */
const GENIUS_BANKROLL = 1000;
/** Beyond this many of the day's picks the prompt would only grow, not inform. */
const MAX_CONTEXT_PICKS = 30;

/**
 * What the Genius is told, built from the stored state and never from the client's numbers: the
 * Kelly fraction, edge threshold and formula of config_settings, the bankroll, the picks published
 * for today (UTC: the event starts today, or the pick was made today) and the record's figures
 * (the same headline as GET /api/record, over every graded published pick).
 */
export async function geniusContext(db: Database, now: Date): Promise<GeniusContext> {
  const [config, snapshot] = await Promise.all([configRow(db), publishedSnapshot(db)]);
  const today = dayOf(now);
  const picks = snapshot.rows
    .filter((row) => dayOf(row.eventStartTime ?? row.timestamp) === today || dayOf(row.timestamp) === today)
    .slice(0, MAX_CONTEXT_PICKS)
    .map((row) => ({
      sport: row.sport,
      match: `${row.homeTeam} vs ${row.awayTeam}`,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      selection: row.displayLine ?? row.selection,
      odds: row.odds,
      edge: row.edge,
      tier: row.tier,
    }));
  const headline = recordHeadline(snapshot.rows.flatMap((row) => toRecordEntry(row)?.pick ?? []));
  return {
    kellyFraction: config.kellyFraction,
    edgeThreshold: config.edgeThreshold,
    bankroll: GENIUS_BANKROLL,
    pickFormula: config.pickFormula,
    picks,
    record: {
      picks: headline.picks,
      wins: headline.wins,
      losses: headline.losses,
      pushes: headline.pushes,
      hitRate: headline.hitRate,
      roi: headline.roi,
      meanClv: headline.meanClv,
    },
  };
}
