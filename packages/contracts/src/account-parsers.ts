/**
 * The parsers of a subscriber's dashboard (its first reads, rendered with the page, and what it sends and
 * receives before another page loads): the server's own zod schemas written as JSON Schema
 * (account-parsers.schema.json) and checked without a schema library, as ./parsers does for every page.
 */
import type { BetCurve, BetResponse, BetSummary, BetsPage, OpenBets } from './bets';
import type { BillingConfig, BillingRedirect, MySubscription, MyTransactionsResponse } from './billing';
import {
  betCurve,
  betResponse,
  betsPage,
  betSummary,
  billingConfig,
  billingRedirect,
  endSessions,
  freePickRefusal,
  kpis,
  myTransactions,
  mySubscription,
  openBets,
  record,
  sessions,
  subscriberPicks,
  unlockFree,
} from './account-parsers.schema.json';
import { parser } from './parsers';
import type { RecordResponse } from './record';
import type { EndSessionsResponse, SessionListResponse } from './sessions';
import type {
  FreePickRefusal,
  KpisResponse,
  SubscriberPicksResponse,
  UnlockFreeResponse,
} from './subscriber-picks';

/** GET /api/kpis. */
export const KpisResponseParser = /* @__PURE__ */ parser<KpisResponse>(kpis);
/** GET /api/picks. */
export const SubscriberPicksResponseParser = /* @__PURE__ */ parser<SubscriberPicksResponse>(subscriberPicks);
/** POST /api/picks/:id/unlock-free. */
export const UnlockFreeResponseParser = /* @__PURE__ */ parser<UnlockFreeResponse>(unlockFree);
/** Why the free pick was refused (an error's `reason`). */
export const FreePickRefusalParser = /* @__PURE__ */ parser<FreePickRefusal>(freePickRefusal);
/** GET /api/record. */
export const RecordResponseParser = /* @__PURE__ */ parser<RecordResponse>(record);
/** GET /api/billing/subscription. */
export const MySubscriptionParser = /* @__PURE__ */ parser<MySubscription>(mySubscription);
/** GET /api/billing/config. */
export const BillingConfigParser = /* @__PURE__ */ parser<BillingConfig>(billingConfig);
/** POST /api/billing/checkout and /api/billing/portal. */
export const BillingRedirectParser = /* @__PURE__ */ parser<BillingRedirect>(billingRedirect);
/** GET /api/billing/transactions. */
export const MyTransactionsResponseParser = /* @__PURE__ */ parser<MyTransactionsResponse>(myTransactions);
/** GET /api/auth/sessions. */
export const SessionListResponseParser = /* @__PURE__ */ parser<SessionListResponse>(sessions);
/** DELETE /api/auth/sessions and /api/auth/sessions/:id. */
export const EndSessionsResponseParser = /* @__PURE__ */ parser<EndSessionsResponse>(endSessions);
/** GET /api/bets/open. */
export const OpenBetsParser = /* @__PURE__ */ parser<OpenBets>(openBets);
/** POST /api/bets and PATCH /api/bets/:id. */
export const BetResponseParser = /* @__PURE__ */ parser<BetResponse>(betResponse);
/** GET /api/bets. */
export const BetsPageParser = /* @__PURE__ */ parser<BetsPage>(betsPage);
/** GET /api/bets/summary. */
export const BetSummaryParser = /* @__PURE__ */ parser<BetSummary>(betSummary);
/** GET /api/bets/curve. */
export const BetCurveParser = /* @__PURE__ */ parser<BetCurve>(betCurve);
