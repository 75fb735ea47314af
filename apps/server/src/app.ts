import './types/fastify-augment';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureDefaultConfig } from './db/seed';
import { findUp } from './lib/find-up';
import { authRoutes } from './modules/auth/auth.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export interface AppDependencies {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
}

/** JSON bodies above this are refused with 413; upload routes set their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}

/** Builds the whole product: plugins, modules, one error handler, the web app and its 404s. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    requestIdLogLabel: 'requestId',
    genReqId: () => randomUUID(),
    trustProxy: config.isHttps,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config));
  const ownsDatabase = deps.database === undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (await ensureDefaultConfig(database.db)) app.log.info('created default configuration');
  } catch (error) {
    await app.close();
    throw error;
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { isHttps: config.isHttps });
  await app.register(cookie);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(eventsRoutes);

  await registerWebApp(app, config.webDistDir ?? findUp(import.meta.url, 'apps/web/dist'));
  return app;
}
