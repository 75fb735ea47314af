import { RecordQuerySchema, RecordVolumeSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sendPrepared } from '../../lib/etag';
import { priceHistoryBody } from './price-history.service';
import { preparedRecordVolume } from './record-volume.service';
import { recordBody } from './record.service';

/**
 * The public record: every graded published pick with its figures; visitors see
 * the aggregates and each pick's match, tier, result and units, logged-in callers its details too.
 */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer (RecordResponseSchema) is prepared bytes: its parts are parsed with their schemas
  // when prepared, not on every request.
  app.get('/api/record', { schema: { querystring: RecordQuerySchema } }, async (request, reply) => {
    const body = await recordBody(app.db, request.query, request.user !== null);
    // Logged-in callers see each pick's details: the page depends on the session.
    return sendPrepared(request, reply, body, { perUser: true });
  });

  // Published picks a day over the last 30 days: what the landing says instead of a promise it
  // does not keep.
  app.get('/api/record/volume', { schema: { response: { 200: RecordVolumeSchema } } }, async () =>
    preparedRecordVolume(app.db),
  );

  // One graded pick's prices since the market opened (PickPriceHistorySchema), asked for when its
  // row is opened rather than carried by every page of the record. The prices are among the record's
  // details, which an account opens: a visitor gets 401 from the access guard (plugins/access.ts).
  app.get(
    '/api/record/picks/:id/prices',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const body = await priceHistoryBody(app.db, request.params.id);
      if (!body) throw new AppError('NOT_FOUND', 'No graded pick has this id', { reason: 'pick_not_found' });
      return sendPrepared(request, reply, body, { perUser: true });
    },
  );
};
