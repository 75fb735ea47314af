import { BET_CURVE_MAX_POINTS, type BetCurve, type BetSummary, WEEKLY_LIMIT_DAYS } from '@arcade/contracts';
import { meanOf, recordHitRate, recordRoi, roundCents } from '@arcade/core';
import type { Database } from '../../db/client';
import type { SessionUser } from '../sessions';
import { personSums, profitCurve } from './bet-figures.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A person's figures over their own bets, with the record's rules (core's record figures): ROI over
 * the graded stakes, hit rate over wins and losses, means over what has a value, null where nothing
 * computes one. Beside them, the same stakes at the published prices, and the last 7 days' stakes
 * against the person's weekly limit.
 */
export async function betSummary(db: Database, user: SessionUser, now: Date): Promise<BetSummary> {
  const sums = await personSums(db, user.id, new Date(now.getTime() - WEEKLY_LIMIT_DAYS * DAY_MS));
  const limit = user.weeklyStakeLimit;
  return {
    count: sums.count,
    graded: sums.graded,
    pending: sums.pending,
    wins: sums.wins,
    losses: sums.losses,
    pushes: sums.pushes,
    staked: roundCents(sums.staked),
    profit: roundCents(sums.profit),
    roi: recordRoi(sums.profit, sums.staked),
    hitRate: recordHitRate(sums.wins, sums.losses),
    meanClv: meanOf(sums.clvSum, sums.clvCount),
    slippage: meanOf(sums.slippageSum, sums.slippageCount),
    published: {
      profit: roundCents(sums.publishedProfit),
      roi: recordRoi(sums.publishedProfit, sums.staked),
    },
    week: {
      staked: roundCents(sums.weekStaked),
      limit,
      isOverLimit: limit !== null && sums.weekStaked > limit,
    },
  };
}

export async function betCurve(db: Database, userId: string): Promise<BetCurve> {
  const points = await profitCurve(db, userId, BET_CURVE_MAX_POINTS);
  return {
    points: points.map((point) => ({
      at: point.at.toISOString(),
      bets: point.bets,
      profit: roundCents(point.profit),
      publishedProfit: roundCents(point.publishedProfit),
    })),
  };
}
