import {
  billingConfigQueryOptions,
  myTransactionsQueryOptions,
  mySubscriptionQueryOptions,
} from '@/features/billing';
import type { FirstQuery } from '@/lib/first-reads';
import { meQueryOptions } from '@/lib/session/get-me';
import { kpisQueryOptions } from './api/get-kpis';
import { sessionsQueryOptions } from './api/get-sessions';
import { subscriberPicksQueryOptions } from './api/get-subscriber-picks';

/**
 * What the dashboard's first render reads: the session, the tier records, the picks, the plan and its
 * payments, the sessions list. The server renders the page for a signed-in visitor from these reads and
 * sends them with it (the alerts panel, which loads after the first screen, reads its own).
 */
export function dashboardFirstQueries(): FirstQuery[] {
  return [
    meQueryOptions(),
    kpisQueryOptions(),
    subscriberPicksQueryOptions(),
    mySubscriptionQueryOptions(),
    billingConfigQueryOptions(),
    myTransactionsQueryOptions(),
    sessionsQueryOptions(),
  ] as FirstQuery[];
}
