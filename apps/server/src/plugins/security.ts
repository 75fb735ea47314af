import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers; the CSP allows only same-origin scripts and inline style attributes (Radix sets them). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean },
): Promise<void> {
  await app.register(helmet, {
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
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on plain http would pin a local demo to https that it cannot serve.
    hsts: options.isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
