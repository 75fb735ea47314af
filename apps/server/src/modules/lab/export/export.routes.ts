import { Readable } from 'node:stream';
import { exportFileName, HistoricalDataQuerySchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportChunks, exportFilters, exportPreview } from './export.service';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/**
 * GET /api/admin/historical-data (admin only, through the /api/admin prefix): events, picks and odds
 * as a JSON or CSV download, or (`preview`) the first rows and the total as JSON for the screen.
 *
 * The download streams: rows are read in keyset batches and each batch is written before the next
 * is read, so memory stays flat however large the tables; Fastify pipes the stream with backpressure
 * and destroys it when the client goes away, which ends the reads. Batches are separate reads, not
 * one snapshot: rows written during a long download may or may not be in it.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/historical-data',
    // A HEAD would read the whole download only to drop it.
    { schema: { querystring: HistoricalDataQuerySchema }, config: { refuseHead: true } },
    async (request, reply) => {
      const { format, dataset, preview } = request.query;
      const filters = exportFilters(request.query);
      reply.header('cache-control', 'no-store');
      if (preview !== undefined) {
        // The query schema refuses a preview of `all`.
        if (dataset === 'all') throw new Error('unreachable: preview of all datasets');
        return exportPreview(app.db, dataset, filters);
      }
      const source = exportChunks(app.db, { format, dataset, ...filters });
      const stream = Readable.from(source, { objectMode: false });
      stream.on('error', (error) => request.log.error({ err: error }, 'data export failed mid-stream'));
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(new Date(), format)}"`)
        .send(stream);
    },
  );
};
