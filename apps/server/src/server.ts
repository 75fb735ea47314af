import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnreachableError } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseRoleError } from './db/runtime-role';
import { UNHANDLED_REJECTION } from './lib/log-error';

/** Listens and shuts down gracefully; everything else lives in buildApp. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  // Every promise handles its own failure; one that did not is a bug, logged loudly with this message
  // (the resilience tests look for it) while the process keeps serving.
  process.on('unhandledRejection', (reason) => app.log.fatal({ err: reason }, UNHANDLED_REJECTION));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Arcade ValueBets is serving ${config.appUrl} (database: ${app.database.mode})`);
}

/** Start-up failures the operator fixes from the message alone; anything else is a bug and keeps its stack. */
const isExplained = (error: unknown) =>
  error instanceof ConfigError ||
  error instanceof DatabaseUnreachableError ||
  error instanceof DatabaseRoleError ||
  error instanceof DataDirLockedError;

main().catch((error: unknown) => {
  console.error(isExplained(error) ? (error as Error).message : error);
  process.exit(1);
});
