import {
  billingConfigQueryOptions,
  myTransactionsQueryOptions,
  mySubscriptionQueryOptions,
} from '@/features/billing';
import type { FirstQuery } from '@/lib/first-reads';
import { ledgerVerifyQueryOptions } from '@/lib/ledger-verify';
import { meQueryOptions } from '@/lib/session/get-me';
import { kpisQueryOptions } from './api/get-kpis';
import { firstScreenPicksQueryOptions } from './api/get-subscriber-picks';

/**
 * What the dashboard's first render reads: the session, the tier records, the nearest picks of each tier
 * (a bounded first screen, whatever the number of live picks), the plan and its
 * payments, and the record's own check (its warning, when it fails, is on the first screen). The server renders the page for a signed-in visitor from these reads and
 * sends them with it (the alerts panel, which loads after the first screen, reads its own).
 */
export function dashboardFirstQueries(): FirstQuery[] {
  return [
    meQueryOptions(),
    kpisQueryOptions(),
    firstScreenPicksQueryOptions(),
    mySubscriptionQueryOptions(),
    billingConfigQueryOptions(),
    myTransactionsQueryOptions(),
    ledgerVerifyQueryOptions(),
  ] as FirstQuery[];
}
