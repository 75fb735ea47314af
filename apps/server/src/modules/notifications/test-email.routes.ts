import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../sessions';
import { sendTestEmail } from './test-email.service';

/** POST /api/admin/test-email: the address to send to, the admin's own without one. */
// No body at all arrives as null.
const TestEmailBodySchema = z.strictObject({ email: z.email().optional() }).nullish();
const MessageResponseSchema = z.object({ message: z.string() });

/** The admin's test email: whether the mail setup delivers. */
export const testEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/test-email',
    { schema: { body: TestEmailBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => sendTestEmail(app.mailer, currentUser(request), request.body?.email),
  );
};
