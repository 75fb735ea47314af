import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isUnder, normalizePath } from './access';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads that write: the generation stream stores picks, so it is a state change like any POST. */
const STATE_CHANGING_READS = ['/api/picks/stream'] as const;

/**
 * The header a same-origin script sends to start a state-changing read (any value counts; the web
 * client's stream fetcher sends `X-Requested-With: XMLHttpRequest`). A link, a form, an <img> or a
 * top-level navigation cannot set it, and a cross-origin fetch that sets it needs a CORS preflight
 * this server never grants.
 */
const SAME_ORIGIN_HEADER = 'x-requested-with';

/** Route pattern → whether it is a state-changing read: patterns are few, requests many. */
const riskyPatterns = new Map<string, boolean>();

function classify(url: string): boolean {
  const path = normalizePath(url);
  return STATE_CHANGING_READS.some((prefix) => isUnder(path, prefix));
}

function isStateChangingRead(request: FastifyRequest): boolean {
  // The route's own pattern, so an encoded or HEAD variant of the path is caught like the original.
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return classify(request.url.split('?')[0] ?? '');
  let risky = riskyPatterns.get(pattern);
  if (risky === undefined) {
    risky = classify(pattern);
    riskyPatterns.set(pattern, risky);
  }
  return risky;
}

/** Throws BAD_ORIGIN when a state change comes from another site (see sameOriginPlugin). */
function refuseCrossSite(request: FastifyRequest, appOrigin: string): void {
  const isRead = SAFE_METHODS.has(request.method);
  const isRiskyRead = isRead && isStateChangingRead(request);
  if (isRead && !isRiskyRead) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    throw new AppError('BAD_ORIGIN', 'Requests from another site are not allowed', {
      reason: 'cross_origin',
    });
  }
  if (origin !== undefined && origin !== appOrigin && origin !== ownOrigin) {
    throw new AppError('BAD_ORIGIN', 'Requests from another origin are not allowed', {
      reason: 'cross_origin',
    });
  }
  if (isRiskyRead && fetchSite !== 'same-origin' && !request.headers[SAME_ORIGIN_HEADER]) {
    throw new AppError(
      'BAD_ORIGIN',
      `This request changes data: send it from the app (Sec-Fetch-Site: same-origin or an ${SAME_ORIGIN_HEADER} header)`,
      { reason: 'same_origin_header_required' },
    );
  }
}

/**
 * Refuses state changes that a browser sends from another site (CSRF). Browsers send Origin on
 * cross-origin POST/PUT/PATCH/DELETE, and Sec-Fetch-Site in secure contexts (https, localhost);
 * clients without either (curl, server-to-server) carry no ambient cookies to abuse.
 *
 * A GET that changes state needs more: a cross-site link is a top-level GET that carries SameSite=Lax
 * cookies, and browsers send no Origin on it (nor Sec-Fetch-Site over plain http to another host).
 * So such a read must prove it is same-origin: `Sec-Fetch-Site: same-origin`, or SAME_ORIGIN_HEADER.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { appUrl: string }) => {
  const appOrigin = new URL(options.appUrl).origin;
  // A callback hook, so that the reads (nearly every request) cost no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      refuseCrossSite(request, appOrigin);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});
