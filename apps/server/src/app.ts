import './types/fastify-augment';
import type { Reason } from '@arcade/contracts';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { startChangeFeed } from './db/change-feed';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrateDatabase } from './db/runtime-role';
import { BackgroundTasks } from './lib/background-tasks';
import { findUp } from './lib/find-up';
import { serializeError } from './lib/log-error';
import { requestId } from './lib/request-id';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { accountRoutes } from './modules/account';
import { betsRoutes } from './modules/bets';
import { authRoutes, ensureFirstAdmin } from './modules/auth';
import { backupRoutes } from './modules/backup';
import { createMailer } from './modules/mail';
import {
  AlertChannels,
  alertsRoutes,
  notificationsRoutes,
  pushRoutes,
  telegramRoutes,
} from './modules/notifications';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limit';
import { ensureDefaultConfig, settingsRoutes } from './modules/settings';
import { statsRoutes } from './modules/stats';
import { authPlugin, hasLiveSession, sessionsRoutes } from './modules/sessions';
import { billingRoutes, createAppBilling } from './modules/billing';
import { eventsRoutes } from './modules/events';
import { generationRoutes } from './modules/generation';
import { healthRoutes, registerMetrics } from './modules/health';
import { importRoutes } from './modules/history';
import { backtestRoutes, exportRoutes, formulaLabRoutes } from './modules/lab';
import { analyzeRoutes } from './modules/analyze';
import { geniusRoutes } from './modules/genius';
import { masseyRoutes } from './modules/massey';
import { danyscoreRoutes } from './modules/danyscore';
import { marketRoutes } from './modules/market';
import { adminPicksRoutes } from './modules/picks';
import { kpisRoutes } from './modules/kpis';
import { backfillLedger, ledgerRoutes, recordRoutes } from './modules/record';
import { subscriberPicksRoutes } from './modules/subscriber-picks';
import { adminUsersRoutes } from './modules/subscriptions';
import { apiDocsPlugin } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { PreparedLane } from './plugins/prepared-lane';
import { headRoutesPlugin } from './plugins/head-routes';
import { registerNulGuard } from './plugins/nul-guard';
import { sameOriginPlugin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export interface AppDependencies {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

/** JSON bodies above this are refused with 413; upload routes set their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

function loggerOptions(config: AppConfig, stream: AppDependencies['logStream']) {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/** Builds the whole product: plugins, modules, one error handler, the web app and its 404s. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const lane = new PreparedLane();
  const app = Fastify({
    // The busiest public reads are answered before the router (plugins/prepared-lane.ts).
    serverFactory: lane.serverFactory(),
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Off, so the caller's X-Request-Id is never taken as is: requestId() checks it first.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Requests arriving on open connections while the server closes are answered as usual, with
    // `Connection: close` (plugins/graceful-close.ts drains them).
    return503OnClosing: false,
    // What the router refuses before any route (a URL it cannot decode, a path parameter too long,
    // e.g. `%E0%A4%A`) in the API's shape, with a reason.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const reason: Reason = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : 'malformed_url';
      void reply
        .code(error.statusCode ?? 400)
        .send({ error: { code: 'VALIDATION_ERROR', message: error.message, reason } });
    },
    // With logging off, a child logger per request would be built (its bindings serialised) for nothing.
    ...(config.logLevel === 'silent' ? { childLoggerFactory: (logger: FastifyBaseLogger) => logger } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config));
  const ownsDatabase = deps.database === undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  const tasks = new BackgroundTasks(app.log);
  const rateLimiter = new RateLimiter(
    config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore(),
  );
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, queue: config.mailQueue },
    database,
    app.log,
  );
  app.decorate('tasks', tasks);
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('mailer', mailer);
  app.decorate('alertChannels', new AlertChannels());
  app.decorate('billing', createAppBilling(config, app.log));
  app.decorate('preparedLane', lane);
  // Other instances on the same PostgreSQL hear this one's changes, and this one theirs.
  const changeFeed = await startChangeFeed(database, app.log);
  // One hook, so the order is ours: background tasks queue their mail, then the mail worker stops
  // (releasing its lock; pending mail stays queued for the next start) before the database closes.
  app.addHook('onClose', async () => {
    await tasks.drain();
    await mailer.close();
    await rateLimiter.close();
    await changeFeed.close();
    if (ownsDatabase) await database.close();
  });
  // The worker drains the queue once every module is registered (they may add mail producers).
  app.addHook('onReady', async () => mailer.start());

  try {
    // As the owner when DATABASE_MIGRATION_URL is set: the app's own role then owns nothing.
    const applied = await migrateDatabase(database, config.databaseMigrationUrl);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    // Picks published before the record had a ledger are written into it once, in their order.
    const backfilled = await backfillLedger(database.db, new Date());
    if (backfilled > 0) app.log.info({ entries: backfilled }, 'record ledger backfilled');
    if (await ensureDefaultConfig(database.db)) app.log.info('created default configuration');
    await ensureFirstAdmin(database.db, { admin: config.admin, mode: database.mode }, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }

  registerErrorHandler(app);
  // Before the drain's own preClose (they run in order): from the close on, every request takes the
  // app's route, whose answer says `Connection: close`.
  app.addHook('preClose', async () => lane.close());
  await app.register(gracefulClosePlugin);
  registerNulGuard(app);
  lane.start(registerSecurityHeaders(app, { isHttps: config.isHttps }), app.log);
  await app.register(cookie);
  await app.register(sameOriginPlugin, { appUrl: config.appUrl });
  await app.register(authPlugin);
  // After the auth plugin, so that its guard runs before a HEAD refusal; before every module.
  await app.register(headRoutesPlugin);
  // Before the modules: it documents the routes registered after it.
  await app.register(apiDocsPlugin);

  // First of the routes: its timing hook sees every route registered after it.
  await registerMetrics(app, config.metricsToken);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sessionsRoutes);
  await app.register(accountRoutes);
  await app.register(betsRoutes);
  await app.register(eventsRoutes);
  await app.register(marketRoutes);
  await app.register(generationRoutes);
  await app.register(importRoutes);
  await app.register(statsRoutes);
  await app.register(settingsRoutes);
  await app.register(formulaLabRoutes);
  await app.register(backtestRoutes);
  await app.register(exportRoutes);
  await app.register(backupRoutes);
  await app.register(masseyRoutes);
  await app.register(danyscoreRoutes);
  await app.register(analyzeRoutes);
  await app.register(geniusRoutes);
  await app.register(adminPicksRoutes);
  await app.register(subscriberPicksRoutes);
  await app.register(kpisRoutes);
  await app.register(recordRoutes);
  await app.register(ledgerRoutes);
  await app.register(adminUsersRoutes);
  await app.register(notificationsRoutes);
  await app.register(telegramRoutes);
  await app.register(pushRoutes);
  await app.register(alertsRoutes);
  await app.register(billingRoutes);

  await registerWebApp(app, config.webDistDir ?? findUp(import.meta.url, 'apps/web/dist'), {
    hasSession: (request) => hasLiveSession(app, request),
  });
  return app;
}
