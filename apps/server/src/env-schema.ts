// The environment the server reads, as one zod schema: config.ts parses it once into the app's config.
import { type Plan, PlanSchema } from '@arcade/contracts';
import { z } from 'zod';
import { ODDS_API_REGIONS, sportOfKey } from './lib/odds-api-keys';
import { parseTrustProxy } from './lib/trust-proxy';

/** A comma-separated list: trimmed, empties dropped, at least one item. */
const csv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(z.array(z.string()).min(1, 'must list at least one value'));

/** One price per plan: `plan:price_id` pairs, comma-separated, e.g. `vip:price_1,platinum:price_2`. */
const stripePrices = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return [];
    const pairs: { plan: Plan; priceId: string }[] = [];
    const items = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    if (items.length === 0)
      ctx.addIssue({ code: 'custom', message: 'must list at least one plan:price_id pair' });
    for (const item of items) {
      const match = /^([^:\s]+)\s*:\s*(\S+)$/.exec(item);
      const plan = PlanSchema.safeParse(match?.[1]);
      const priceId = match?.[2];
      if (!match || !priceId) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not a plan:price_id pair` });
      } else if (!plan.success || plan.data === 'free') {
        const onSale = PlanSchema.options.filter((name) => name !== 'free').join(', ');
        ctx.addIssue({ code: 'custom', message: `"${match[1]}" is not a plan on sale (${onSale})` });
      } else if (pairs.some((pair) => pair.plan === plan.data)) {
        ctx.addIssue({ code: 'custom', message: `plan "${plan.data}" is listed twice` });
      } else if (pairs.some((pair) => pair.priceId === priceId)) {
        // The webhook finds the plan from the price: one price cannot stand for two plans.
        ctx.addIssue({ code: 'custom', message: `price "${priceId}" is given to two plans` });
      } else {
        pairs.push({ plan: plan.data, priceId });
      }
    }
    return pairs;
  });

/** Every environment variable the server reads. Nothing else reads process.env. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // The owner's connection, used only to migrate and to grant DATABASE_URL's role its privileges: the
  // app then runs as a role that may only read and append to record_ledger (db/runtime-role.ts).
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_URL: z.url().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // On SIGTERM, how long idle keep-alive connections are left for their client (a reverse proxy) to
  // close before the server closes them (plugins/graceful-close.ts); under the 10 s shutdown timer.
  SHUTDOWN_IDLE_GRACE_MS: z.coerce.number().int().min(0).max(8_000).default(5_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arcade ValueBets <no-reply@arcade-valuebets.local>'),
  // The mail queue (modules/mail): how often the worker looks for due mail, the retry backoff of a
  // failing SMTP server (doubling from the base up to the cap) and the attempts before a mail fails,
  // and the pause in publishing after which one batch of publication emails goes out.
  MAIL_QUEUE_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Signs the unsubscribe links; without it the server makes one and keeps it in the database.
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // GET /metrics (Prometheus) answers only with `Authorization: Bearer <this>`; unset, there is no /metrics.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Web Push (VAPID): both keys or neither (the server then makes a pair once and keeps it in the
  // database); the subject is the contact push services may write to (mailto: or https:).
  VAPID_PUBLIC_KEY: z.base64url().length(87, 'must be an 87-character base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z
    .base64url()
    .length(43, 'must be a 43-character base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), 'must be a mailto: or https: URL')
    .optional(),
  // Push endpoints are taken only at the browsers' push services; these https origins too
  // (comma-separated; a test's fake push service). Their addresses are not checked.
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url().refine((value) => {
          const url = new URL(value);
          return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '');
        }, 'must be https origins (https://host:port), comma-separated'),
      ),
    )
    .default([]),
  // The Telegram bot: off without a token; with a webhook secret Telegram posts updates to
  // {APP_URL}/api/telegram/webhook, without one the server long-polls.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[\w-]+$/, 'must be a bot token as @BotFather gives it (123456:ABC-...)')
    .optional(),
  TELEGRAM_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{1,256}$/, 'must be 1 to 256 characters of A-Z, a-z, 0-9, _ and -')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  DEMO_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(20261122),
  SYNC_ON_START: z.enum(['true', 'false']).optional(),
  // Fractions are allowed (0.5 is 30 s); 0 turns the schedule off.
  // How long before its start an off-feed manual pick must be published (the rule: 2 hours). Only
  // the browser journeys lower it, to grade such a pick within a test's minutes.
  OFF_FEED_MIN_LEAD_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
  SYNC_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(1440)
    .refine((minutes) => minutes === 0 || minutes >= 0.01, 'must be 0 (off) or at least 0.01 (0.6 s)')
    .default(15),
  // Odds quotes older than this many days are thinned to the opening, the closing, every move and one
  // quote an hour (modules/market/odds-retention); 0 keeps every quote.
  ODDS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  ODDS_API_KEY: z.string().trim().min(1).optional(),
  ODDS_API_BASE_URL: z.url().default('https://api.the-odds-api.com'),
  ODDS_API_REGIONS: csv('eu,us').superRefine((regions, ctx) => {
    const unknown = regions.filter((region) => !(ODDS_API_REGIONS as readonly string[]).includes(region));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown region ${unknown.join(', ')} (regions are ${ODDS_API_REGIONS.join(', ')})`,
      });
    }
  }),
  ODDS_API_SPORTS: csv(
    'soccer_epl,soccer_spain_la_liga,soccer_mexico_ligamx,basketball_nba,americanfootball_nfl,baseball_mlb,icehockey_nhl',
  ).superRefine((keys, ctx) => {
    const unsupported = keys.filter((key) => sportOfKey(key) === undefined);
    if (unsupported.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unsupported sport key ${unsupported.join(', ')} (soccer_*, baseball_*, basketball_nba, americanfootball_nfl, icehockey_nhl)`,
      });
    }
  }),
  ODDS_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  ODDS_API_CREDIT_BUDGET: z.coerce.number().int().min(0).default(0),
  // balldontlie (NBA standings, players, season averages, injuries); without a key the demo market's rosters serve.
  BALLDONTLIE_API_KEY: z.string().trim().min(1).optional(),
  BALLDONTLIE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.balldontlie.io'),
  BALLDONTLIE_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  // Any OpenAI-compatible endpoint; no model is assumed: o1-preview, once the default, is retired.
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(300_000).default(20_000),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_PRICES: stripePrices,
  // The SDK takes host, port and protocol, not a URL: a path would be silently dropped, so none is allowed.
  STRIPE_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.stripe.com')
    .refine((value) => {
      // Runs after a failed URL check too: that one already names the problem.
      const url = URL.canParse(value) ? new URL(value) : null;
      return url === null || (url.pathname === '/' && url.search === '' && url.username === '');
    }, 'must be a bare origin such as https://api.stripe.com (no path, query or credentials)'),
});

export type Env = z.infer<typeof EnvSchema>;
