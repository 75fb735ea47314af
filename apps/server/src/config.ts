import { type Plan, PlanSchema } from '@arcade/contracts';
import { z } from 'zod';
import { type TrustProxy, parseTrustProxy } from './lib/trust-proxy';
import { ODDS_API_REGIONS, sportOfKey } from './lib/odds-api-keys';

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
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
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

type Env = z.infer<typeof EnvSchema>;

/** The Odds API v4, the real market provider. */
export interface OddsApiConfig {
  apiKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  regions: string[];
  /** The Odds API sport keys to sync, e.g. soccer_epl, basketball_nba. */
  sportKeys: string[];
  timeoutMs: number;
  /** Credits to keep: a sync stops before a request that would leave fewer remaining. */
  creditBudget: number;
}

/** balldontlie, the NBA data provider; undefined without BALLDONTLIE_API_KEY. */
interface BalldontlieConfig {
  apiKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

/** The durable mail queue and the publication emails (modules/mail, modules/notifications). */
export interface MailQueueConfig {
  /** The worker's look for due mail when nothing woke it sooner. */
  pollMs: number;
  /** The first retry's delay; each further failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Failed deliveries before a mail is given up (status failed). */
  maxAttempts: number;
  /** Picks published within this of each other are one batch (one email per subscriber). */
  batchWindowMs: number;
}

/** Web Push's VAPID identity: the keys undefined means "the pair the server keeps in its database". */
interface PushConfig {
  keys: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services may write to: VAPID_SUBJECT, else mailto: the mail sender, else APP_URL. */
  subject: string;
}

/** The Telegram bot; undefined without TELEGRAM_BOT_TOKEN (the channel is off). */
export interface TelegramConfig {
  token: string;
  /** The Bot API's root, without a trailing slash (the official one, or a local fake in tests). */
  apiBaseUrl: string;
  /** Set: updates arrive on the webhook carrying it; unset: the server long-polls. */
  webhookSecret: string | undefined;
}

/** An OpenAI-compatible chat completions endpoint. */
export interface AiConfig {
  /** Up to the version segment, e.g. https://api.openai.com/v1, without a trailing slash. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

/** Stripe payments; undefined without STRIPE_SECRET_KEY (plans granted by hand). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The plans on sale and their weekly Stripe price, in the order configured. */
  prices: { plan: Plan; priceId: string }[];
  /** Where the SDK sends its calls (Stripe's API, or a local fake in tests). */
  api: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  isHttps: boolean;
  /** Which X-Forwarded-For hops give the client's address (rate limits count by it); off by default. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  /** Directory of the built web app; undefined means "find apps/web/dist". */
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailQueue: MailQueueConfig;
  /** Signs unsubscribe links; undefined means "the secret the server keeps in its database". */
  appSecret: string | undefined;
  push: PushConfig;
  /** Set when TELEGRAM_BOT_TOKEN is: publication alerts and commands on Telegram. */
  telegram: TelegramConfig | undefined;
  /** Both or neither: the account created or promoted to admin at start-up. */
  admin: { email: string; password: string } | undefined;
  redisUrl: string | undefined;
  /** Seed of the demo market (the default provider): the same seed gives the same market. */
  demoSeed: number;
  /** Sync the market once at start-up (default: on, except under NODE_ENV=test). */
  syncOnStart: boolean;
  /** Minutes between scheduled syncs (fractions allowed); 0 turns the schedule off. */
  syncIntervalMinutes: number;
  /** Days after which odds quotes are thinned (see modules/market/odds-retention); 0 keeps every quote. */
  oddsRetentionDays: number;
  /** Set when ODDS_API_KEY is: The Odds API then replaces the demo market. */
  oddsApi: OddsApiConfig | undefined;
  /** Set when BALLDONTLIE_API_KEY is: DanyScore NBA refreshes from balldontlie instead of the demo market. */
  balldontlie: BalldontlieConfig | undefined;
  /** AI pick enrichment; it runs only when baseUrl, apiKey and model are all set. */
  ai: AiConfig;
  /** Set when STRIPE_SECRET_KEY is: subscriptions are then sold through Stripe Checkout. */
  stripe: StripeConfig | undefined;
  /** The running version, as npm reports it to its scripts. */
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function stripeConfig(env: Env): StripeConfig | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICES: prices } = env;
  if (!secretKey) {
    const stray = [
      ...(webhookSecret ? ['STRIPE_WEBHOOK_SECRET'] : []),
      ...(prices.length > 0 ? ['STRIPE_PRICES'] : []),
    ];
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid environment variables:\n  ${stray.join(' and ')}: set STRIPE_SECRET_KEY too, or leave both unset (payments off)`,
    );
  }
  if (!webhookSecret || prices.length === 0) {
    const missing = [
      ...(webhookSecret ? [] : ['STRIPE_WEBHOOK_SECRET']),
      ...(prices.length ? [] : ['STRIPE_PRICES']),
    ];
    const lines = missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const url = new URL(env.STRIPE_API_BASE_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { secretKey, webhookSecret, prices, api: { host: url.hostname, port, protocol } };
}

function pushConfig(env: Env, appUrl: string): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      'Invalid environment variables:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const sender = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  // Push services take only a mailto: or an https: subject.
  const fallback = /^\S+@\S+$/.test(sender)
    ? `mailto:${sender}`
    : appUrl.startsWith('https://')
      ? appUrl
      : `mailto:no-reply@${new URL(appUrl).hostname}`;
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT ?? fallback,
  };
}

function telegramConfig(env: Env): TelegramConfig | undefined {
  if (!env.TELEGRAM_BOT_TOKEN) {
    if (!env.TELEGRAM_WEBHOOK_SECRET) return undefined;
    throw new ConfigError(
      'Invalid environment variables:\n  TELEGRAM_WEBHOOK_SECRET: set TELEGRAM_BOT_TOKEN too, or leave both unset (Telegram off)',
    );
  }
  return {
    token: env.TELEGRAM_BOT_TOKEN,
    apiBaseUrl: env.TELEGRAM_API_BASE_URL.replace(/\/+$/, ''),
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
  };
}

/** Parses the environment once and fails fast, naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset", as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid environment variables:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  }
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const stripe = stripeConfig(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailQueue: {
      pollMs: env.MAIL_QUEUE_POLL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.MAIL_RETRY_BASE_MS, env.MAIL_RETRY_MAX_MS),
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      batchWindowMs: env.MAIL_BATCH_WINDOW_MS,
    },
    appSecret: env.APP_SECRET,
    push: pushConfig(env, appUrl),
    telegram: telegramConfig(env),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    redisUrl: env.REDIS_URL,
    demoSeed: env.DEMO_SEED,
    oddsRetentionDays: env.ODDS_RETENTION_DAYS,
    syncOnStart: env.SYNC_ON_START ? env.SYNC_ON_START === 'true' : env.NODE_ENV !== 'test',
    oddsApi: env.ODDS_API_KEY
      ? {
          apiKey: env.ODDS_API_KEY,
          baseUrl: env.ODDS_API_BASE_URL.replace(/\/+$/, ''),
          regions: [...new Set(env.ODDS_API_REGIONS)],
          sportKeys: [...new Set(env.ODDS_API_SPORTS)],
          timeoutMs: env.ODDS_API_TIMEOUT_MS,
          creditBudget: env.ODDS_API_CREDIT_BUDGET,
        }
      : undefined,
    balldontlie: env.BALLDONTLIE_API_KEY
      ? {
          apiKey: env.BALLDONTLIE_API_KEY,
          baseUrl: env.BALLDONTLIE_BASE_URL.replace(/\/+$/, ''),
          timeoutMs: env.BALLDONTLIE_TIMEOUT_MS,
        }
      : undefined,
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    stripe,
    version: source.npm_package_version ?? '0.1.0',
    syncIntervalMinutes:
      env.NODE_ENV === 'test' && source.SYNC_INTERVAL_MINUTES === undefined ? 0 : env.SYNC_INTERVAL_MINUTES,
  };
}
