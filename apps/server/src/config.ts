import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arcade ValueBets <no-reply@arcade-valuebets.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  DEMO_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(20261122),
  SYNC_ON_START: z.enum(['true', 'false']).optional(),
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  isHttps: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Directory of the built web app; undefined means "find apps/web/dist". */
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Both or neither: the account created or promoted to admin at start-up. */
  admin: { email: string; password: string } | undefined;
  redisUrl: string | undefined;
  /** Seed of the demo market (the default provider): the same seed gives the same market. */
  demoSeed: number;
  /** Sync the market once at start-up (default: on, except under NODE_ENV=test). */
  syncOnStart: boolean;
  /** Minutes between scheduled syncs; 0 turns the schedule off. */
  syncIntervalMinutes: number;
  /** The running version, as npm reports it to its scripts. */
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    redisUrl: env.REDIS_URL,
    demoSeed: env.DEMO_SEED,
    syncOnStart: env.SYNC_ON_START ? env.SYNC_ON_START === 'true' : env.NODE_ENV !== 'test',
    version: source.npm_package_version ?? '0.1.0',
    syncIntervalMinutes:
      env.NODE_ENV === 'test' && source.SYNC_INTERVAL_MINUTES === undefined ? 0 : env.SYNC_INTERVAL_MINUTES,
  };
}
