import type { FastifyRequest } from 'fastify';

export type Language = 'es' | 'en';

/** The interface language the client asked for: Spanish when Accept-Language starts with es. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return header.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}
