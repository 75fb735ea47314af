import type { Sport } from '@arcade/contracts';
import { and, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { backtestCandidates, backtestRuns, picks } from '../../../db/schema/index';

export interface SourceFilter {
  sport?: Sport | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * A number read out of the pick's analysis log (jsonb), null when the log lacks it or it is not a
 * number. `path` is one of the constant paths below, never user input.
 */
const logNumber = (path: string) => {
  const at = sql.raw(`'{${path}}'`);
  return sql<number | null>`case when jsonb_typeof(${picks.analysisLog} #> ${at}) = 'number'
    then (${picks.analysisLog} #>> ${at})::float8 end`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  );
};

/**
 * Graded picks and published picks awaiting a result, with the few numbers of their
 * analysis log a formula can read; `from`/`to` bound the match's start (the pick's time without one).
 */
export function gradedPicks(db: Database, filter: SourceFilter) {
  const start = sql`coalesce(${picks.eventStartTime}, ${picks.timestamp})`;
  const conditions: SQL[] = [
    or(isNotNull(picks.result), eq(picks.status, 'published')) as SQL,
    ...(filter.sport ? [eq(picks.sport, filter.sport)] : []),
    ...(filter.from ? [sql`${start} >= ${filter.from.toISOString()}`] : []),
    ...(filter.to ? [sql`${start} <= ${filter.to.toISOString()}`] : []),
  ];
  return db
    .select({
      id: picks.id,
      eventId: picks.eventId,
      sport: picks.sport,
      market: picks.market,
      odds: picks.odds,
      pModel: picks.pModel,
      pMarketFair: picks.pMarketFair,
      timestamp: picks.timestamp,
      eventStartTime: picks.eventStartTime,
      result: picks.result,
      pMarketClose: picks.pMarketClose,
      agreement: logNumber('consensus,agreementPercentage'),
      strategies: logNumber('consensus,totalStrategies'),
      bookmakers: logNumber('marketEvaluation,bookmakers'),
      lineMove: logNumber('marketEvaluation,lineMove'),
    })
    .from(picks)
    .where(and(...conditions));
}

export type GradedPickRow = Awaited<ReturnType<typeof gradedPicks>>[number];

/** The newest completed product-policy run of each sport (of one sport when filtered). */
export async function newestProductRuns(db: Database, sport: Sport | undefined) {
  const rows = await db
    .select({ id: backtestRuns.id, sport: backtestRuns.sport, completedAt: backtestRuns.completedAt })
    .from(backtestRuns)
    .where(
      and(
        eq(backtestRuns.strategy, 'product'),
        eq(backtestRuns.status, 'completed'),
        isNotNull(backtestRuns.completedAt),
        ...(sport ? [eq(backtestRuns.sport, sport)] : []),
      ),
    )
    .orderBy(desc(backtestRuns.completedAt), desc(backtestRuns.createdAt));
  const newest = new Map<Sport, { id: string; sport: Sport; completedAt: Date }>();
  for (const row of rows) {
    if (row.completedAt && !newest.has(row.sport))
      newest.set(row.sport, { id: row.id, sport: row.sport, completedAt: row.completedAt });
  }
  return [...newest.values()];
}

/** The candidates those runs priced, within the date range. */
export function runCandidates(db: Database, runIds: string[], filter: SourceFilter) {
  if (runIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(backtestCandidates)
    .where(
      and(
        inArray(backtestCandidates.runId, runIds),
        ...(filter.from ? [gte(backtestCandidates.startTime, filter.from)] : []),
        ...(filter.to ? [lte(backtestCandidates.startTime, filter.to)] : []),
      ),
    );
}
