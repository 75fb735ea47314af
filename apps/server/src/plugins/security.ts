import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isUnder, normalizePath } from './access';

/** The CSP allows only same-origin scripts and inline style attributes (Radix sets them). */
function helmetOptions(isHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on plain http would pin a local demo to https that it cannot serve.
    hsts: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, computed once: none depends on the request, and running helmet per
 * request (as @fastify/helmet does) costs more than serving a prepared list.
 */
export function securityHeaders(options: { isHttps: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(helmetOptions(options.isHttps))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * API trees whose answers carry a person's data (their account and sessions, payments, the admin's
 * view of everyone, their email settings): no cache may keep them, the browser's own included, so
 * nothing is left on a shared computer's disk after logout.
 */
export const PERSONAL_DATA_PATHS = [
  '/api/account',
  '/api/auth',
  '/api/billing',
  '/api/admin',
  '/api/notifications',
  '/api/bets',
] as const;

/** Route pattern → whether its answers carry personal data: patterns are few, requests many. */
const personalPatterns = new Map<string, boolean>();

function isPersonalPath(url: string): boolean {
  const path = normalizePath(url);
  return PERSONAL_DATA_PATHS.some((prefix) => isUnder(path, prefix));
}

function carriesPersonalData(request: FastifyRequest): boolean {
  // The route's own pattern, so that an encoded path counts like the route it reaches; the path
  // itself where no route or only the web app's catch-all took it (an unknown API path's 404).
  const pattern = request.routeOptions.url;
  if (pattern === undefined || pattern.endsWith('*')) return isPersonalPath(request.url.split('?')[0] ?? '');
  let personal = personalPatterns.get(pattern);
  if (personal === undefined) {
    personal = isPersonalPath(pattern);
    personalPatterns.set(pattern, personal);
  }
  return personal;
}

/**
 * Security headers and the request's id on every response, and `Cache-Control: no-store` on
 * personal data, set in one synchronous hook. Event streams hijack their reply and write these
 * same headers themselves (lib/event-stream.ts), and so does the prepared lane: it gets them here.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean },
): Record<string, string> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (carriesPersonalData(request)) reply.header('cache-control', 'no-store');
    done();
  });
  return headers;
}
