import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Security headers and the request's id on every response, set in one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
