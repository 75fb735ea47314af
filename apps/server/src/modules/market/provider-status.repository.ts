import type { Sport } from '@arcade/contracts';
import { asc, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerStatus } from '../../db/schema/index';
import type { ProviderQuota } from './providers/market-provider';

interface ProviderSyncOutcome {
  provider: string;
  sport: Sport;
  at: Date;
  /** False when the provider gave nothing for the sport. */
  isSuccess: boolean;
  error: string | null;
  /** Null keeps the quota stored before (a failure that carried no quota headers). */
  quota: ProviderQuota | null;
}

/** Records one provider+sport sync: when it ran, whether it worked, and the credits left. */
export async function recordProviderSync(db: Database, outcome: ProviderSyncOutcome): Promise<void> {
  const quota = {
    requestsRemaining: outcome.quota?.remaining ?? null,
    requestsUsed: outcome.quota?.used ?? null,
    requestsLast: outcome.quota?.last ?? null,
  };
  await db
    .insert(providerStatus)
    .values({
      provider: outcome.provider,
      sport: outcome.sport,
      lastSyncAt: outcome.at,
      lastSuccessAt: outcome.isSuccess ? outcome.at : null,
      lastError: outcome.error,
      ...quota,
      updatedAt: outcome.at,
    })
    .onConflictDoUpdate({
      target: [providerStatus.provider, providerStatus.sport],
      set: {
        lastSyncAt: sql`excluded.last_sync_at`,
        lastSuccessAt: sql`coalesce(excluded.last_success_at, ${providerStatus.lastSuccessAt})`,
        lastError: sql`excluded.last_error`,
        ...(outcome.quota
          ? {
              requestsRemaining: sql`excluded.requests_remaining`,
              requestsUsed: sql`excluded.requests_used`,
              requestsLast: sql`excluded.requests_last`,
            }
          : {}),
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export function listProviderStatus(db: Database) {
  return db.select().from(providerStatus).orderBy(asc(providerStatus.provider), asc(providerStatus.sport));
}

/** When the latest sync of any of these providers started (any instance's, any trigger); null if none yet. */
export async function lastSyncStart(db: Database, providers: readonly string[]): Promise<Date | null> {
  if (providers.length === 0) return null;
  const [row] = await db
    .select({ at: max(providerStatus.lastSyncAt) })
    .from(providerStatus)
    .where(inArray(providerStatus.provider, [...providers]));
  return row?.at ?? null;
}
