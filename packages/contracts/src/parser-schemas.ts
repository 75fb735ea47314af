// The server's schemas of the answers the browser parses with `./parsers` and `./account-parsers` instead of
// zod: the reads of the pages the server renders with their reads (the landing, the dashboard) and what
// those pages send and receive before another page loads. `npm run contracts:schemas` writes their JSON
// Schemas (one file per group, so a page's bundle carries only its own) from these; a web test keeps the
// two equal.
import { MeResponseSchema, MessageResponseSchema } from './auth';
import {
  BillingConfigSchema,
  BillingRedirectSchema,
  MySubscriptionSchema,
  MyTransactionsResponseSchema,
} from './billing';
import { BetCurveSchema, BetResponseSchema, BetsPageSchema, BetSummarySchema, OpenBetsSchema } from './bets';
import { ApiErrorSchema } from './errors';
import { EventsCoverageResponseSchema, EventsResponseSchema } from './events';
import { RecordResponseSchema, RecordVolumeSchema } from './record';
import { EndSessionsResponseSchema, SessionListResponseSchema } from './sessions';
import {
  FreePickRefusalSchema,
  KpisResponseSchema,
  SubscriberPicksResponseSchema,
  UnlockFreeResponseSchema,
} from './subscriber-picks';

/** What every page checks (the landing's reads, the session, the error body): `./parsers`. */
export const PUBLIC_PARSER_SCHEMAS = {
  events: EventsResponseSchema,
  coverage: EventsCoverageResponseSchema,
  recordVolume: RecordVolumeSchema,
  me: MeResponseSchema,
  message: MessageResponseSchema,
  apiError: ApiErrorSchema,
} as const;

/** What a subscriber's dashboard checks: `./account-parsers`. */
export const ACCOUNT_PARSER_SCHEMAS = {
  kpis: KpisResponseSchema,
  subscriberPicks: SubscriberPicksResponseSchema,
  unlockFree: UnlockFreeResponseSchema,
  freePickRefusal: FreePickRefusalSchema,
  record: RecordResponseSchema,
  mySubscription: MySubscriptionSchema,
  billingConfig: BillingConfigSchema,
  billingRedirect: BillingRedirectSchema,
  myTransactions: MyTransactionsResponseSchema,
  sessions: SessionListResponseSchema,
  endSessions: EndSessionsResponseSchema,
  openBets: OpenBetsSchema,
  betResponse: BetResponseSchema,
  betsPage: BetsPageSchema,
  betSummary: BetSummarySchema,
  betCurve: BetCurveSchema,
} as const;

/** Each file of JSON Schemas and the schemas it is written from. */
export const PARSER_SCHEMA_FILES = {
  'parsers.schema.json': PUBLIC_PARSER_SCHEMAS,
  'account-parsers.schema.json': ACCOUNT_PARSER_SCHEMAS,
} as const;
