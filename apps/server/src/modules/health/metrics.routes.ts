import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { onGenerationRun } from '../../lib/generation-runs';
import { operationalReadings } from './metrics.service';

const METRICS_PATH = '/metrics';

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus's text format, only with `Authorization: Bearer $METRICS_TOKEN` (without
 * the token set there is no such route): request durations by route and status, pick generation runs
 * by outcome and their durations, the process's and the event loop's own metrics, the mail and alert
 * outboxes' depth and each provider's last successful sync, read as scraped.
 */
export async function registerMetrics(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'arcade_' });
  const durations = new Histogram({
    name: 'arcade_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'arcade_metrics_read_failures_total',
    help: 'Scrapes whose database reads failed (the gauges keep their last values)',
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'arcade_outbox_pending',
    help: 'Messages waiting to be delivered, by outbox (mail, alerts)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const lastSync = new Gauge({
    name: 'arcade_market_last_sync_timestamp_seconds',
    help: "Each market provider's latest successful sync (any sport), seconds since the epoch",
    labelNames: ['provider'] as const,
    registers: [registry],
  });

  const generationRuns = new Counter({
    name: 'arcade_generation_runs_total',
    help: 'Pick generations run by this process, by outcome (complete, failed, cancelled)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const generationSeconds = new Histogram({
    name: 'arcade_generation_duration_seconds',
    help: 'How long a pick generation ran, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const stopHearing = onGenerationRun((run) => {
    generationRuns.inc({ outcome: run.outcome });
    generationSeconds.observe({ outcome: run.outcome }, run.seconds);
  });
  app.addHook('onClose', async () => stopHearing());

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      durations.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
    }
    try {
      const { depths, syncs } = await operationalReadings(app.db);
      depth.set({ outbox: 'mail' }, depths.mail);
      depth.set({ outbox: 'alerts' }, depths.alerts);
      for (const sync of syncs) {
        if (sync.at) lastSync.set({ provider: sync.provider }, sync.at.getTime() / 1000);
      }
    } catch (error) {
      failures.inc();
      request.log.warn({ err: error }, 'metrics: the database reads failed');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
