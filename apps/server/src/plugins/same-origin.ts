import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF). Browsers always
 * send Origin on cross-origin POST/PUT/PATCH/DELETE and Sec-Fetch-Site everywhere; clients without
 * either (curl, server-to-server) are not browsers and carry no ambient cookies to abuse.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { appUrl: string }) => {
  const appOrigin = new URL(options.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    if (fetchSite === 'cross-site') throw new AppError('BAD_ORIGIN', 'Cross-site requests are not allowed');
    if (origin !== undefined && origin !== appOrigin && origin !== ownOrigin) {
      throw new AppError('BAD_ORIGIN', 'Requests from another origin are not allowed');
    }
  });
});
