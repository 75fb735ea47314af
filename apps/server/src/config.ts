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
  };
}
