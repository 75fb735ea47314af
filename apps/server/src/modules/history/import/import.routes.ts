import {
  HISTORY_IMPORT_MAX_BYTES,
  HISTORY_IMPORT_MAX_ROWS,
  HistoryImportRequestSchema,
  HistoryImportSummarySchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { importHistory } from './import.service';

/** Room for a CSV of the largest size once it is escaped inside a JSON string. */
const IMPORT_BODY_LIMIT_BYTES = HISTORY_IMPORT_MAX_BYTES + 4 * 1024 * 1024;

/** POST /api/admin/import: one history CSV, by URL or as text (admin only, through the /api/admin prefix). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: HistoryImportRequestSchema, response: { 200: HistoryImportSummarySchema } },
    },
    async (request) => {
      const { source, sport, url, content } = request.body;
      try {
        return await importHistory(app.db, {
          source,
          sport,
          url,
          text: content,
          maxRows: HISTORY_IMPORT_MAX_ROWS,
        });
      } catch (error) {
        // The admin gets one text for every failed download; the operator's log keeps the reason.
        if (error instanceof AppError && error.cause !== undefined) {
          request.log.warn({ err: error.cause, url }, 'history download failed');
        }
        throw error;
      }
    },
  );
};
