import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from './admin-picks.service';
import { currentUser } from '../sessions';

/** A pick's id in the path of the admin's routes. */
export const PickIdParamsSchema = z.object({ id: z.uuid() });

/** The admin making a change, as the audit keeps them (the access guard lets only admins through). */
export function actorOf(request: FastifyRequest): Actor {
  const { id, email } = currentUser(request);
  return { id, email };
}
