import multipart from '@fastify/multipart';
import {
  MasseyDeleteResultSchema,
  MasseySportParamsSchema,
  MasseyStatusSchema,
  MasseyUploadResultSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { MULTIPART_LIMITS, readMasseyParts } from './massey-multipart';
import { deleteMassey, masseyStatus, sportOf, uploadMassey } from './massey.service';
import { currentUser } from '../sessions';

const adminId = (request: FastifyRequest): string => currentUser(request).id;

/**
 * The admin panel's Massey Ratings tab: upload a sport's export (multipart), the
 * status per sport, delete. Admin only, through the /api/admin prefix.
 */
export const masseyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so that only these routes parse multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/admin/massey/upload',
    { schema: { response: { 200: MasseyUploadResultSchema } } },
    async (request) => {
      const uploadedBy = adminId(request);
      const parts = await readMasseyParts(request);
      if (!parts.sport)
        throw new AppError('VALIDATION_ERROR', 'Choose a sport (field sport)', { reason: 'massey_no_sport' });
      const sport = sportOf(parts.sport);
      if (!parts.file)
        throw new AppError('VALIDATION_ERROR', 'No file: choose a CSV file (field file)', {
          reason: 'massey_no_file',
        });
      if (parts.file.text.trim() === '')
        throw new AppError('VALIDATION_ERROR', `${parts.file.name} is empty`, {
          reason: 'massey_empty_file',
        });
      return uploadMassey(app.db, {
        sport,
        file: parts.file.text,
        teams: parts.teams?.text,
        uploadedBy,
        now: new Date(),
      });
    },
  );

  app.get('/api/admin/massey/status', { schema: { response: { 200: MasseyStatusSchema } } }, async () =>
    masseyStatus(app.db),
  );

  app.delete(
    '/api/admin/massey/:sport',
    { schema: { params: MasseySportParamsSchema, response: { 200: MasseyDeleteResultSchema } } },
    async (request) => {
      const sport = sportOf(request.params.sport);
      await deleteMassey(app.db, sport);
      return { sport, deleted: true as const };
    },
  );
};
