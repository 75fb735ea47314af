import { numeric, timestamp } from 'drizzle-orm/pg-core';

// Column builders shared by every table, so each kind of number has one precision everywhere.

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () => timestamptz().notNull().defaultNow();

/** Decimal odds such as 1.9524. */
export const decimalOdds = () => numeric({ precision: 10, scale: 4, mode: 'number' });
/** A probability or another fraction in [0, 1]. */
export const probability = () => numeric({ precision: 8, scale: 6, mode: 'number' });
/** A signed ratio that may exceed 1: edge, ROI, CLV, Sharpe, movement. */
export const ratio = () => numeric({ precision: 12, scale: 6, mode: 'number' });
/** Bankroll units (stake, profit, bankroll); amounts billed to users are integer cents instead. */
export const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
/** A spread or total line such as -3.5 or 220.5. */
export const line = () => numeric({ precision: 8, scale: 2, mode: 'number' });
/** A percentage on a 0-100 scale, as bet-split feeds publish them. */
export const percent = () => numeric({ precision: 6, scale: 2, mode: 'number' });
