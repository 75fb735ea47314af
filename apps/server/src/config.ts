import type { Plan } from '@arcade/contracts';
import type { TrustProxy } from './lib/trust-proxy';
import { type Env, EnvSchema } from './env-schema';

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
  /** Origins taken as push services besides the browsers' own (PUSH_SERVICE_ORIGINS). */
  serviceOrigins: ReadonlySet<string>;
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
  /** The owner's connection, for migrations only; undefined: they run on `databaseUrl`. */
  databaseMigrationUrl: string | undefined;
  appUrl: string;
  isHttps: boolean;
  /** Which X-Forwarded-For hops give the client's address (rate limits count by it); off by default. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  /** On SIGTERM, how long idle keep-alive connections are left to their client (a proxy) to close. */
  shutdownIdleGraceMs: number;
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
  /** How long before its start an off-feed manual pick must be published (400 `event_too_soon`). */
  offFeedMinLeadMinutes: number;
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
  /** The bearer token GET /metrics asks for; undefined: no /metrics route. */
  metricsToken: string | undefined;
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
    serviceOrigins: new Set(env.PUSH_SERVICE_ORIGINS.map((origin) => new URL(origin).origin)),
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
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variables:\n  DATABASE_MIGRATION_URL: set DATABASE_URL too (the role the app runs as), or leave it unset: the embedded database has no roles',
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
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    // The tests' own clients hold idle connections; nothing of theirs races the close.
    shutdownIdleGraceMs:
      env.NODE_ENV === 'test' && source.SHUTDOWN_IDLE_GRACE_MS === undefined ? 0 : env.SHUTDOWN_IDLE_GRACE_MS,
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
    metricsToken: env.METRICS_TOKEN,
    syncIntervalMinutes:
      env.NODE_ENV === 'test' && source.SYNC_INTERVAL_MINUTES === undefined ? 0 : env.SYNC_INTERVAL_MINUTES,
    offFeedMinLeadMinutes: env.OFF_FEED_MIN_LEAD_MINUTES,
  };
}
