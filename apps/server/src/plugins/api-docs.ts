import {
  ApiErrorSchema,
  EventsResponseSchema,
  GenerationEventSchema,
  KpisResponseSchema,
  PickPriceHistorySchema,
  RecordResponseSchema,
  SubscriberPicksResponseSchema,
} from '@arcade/contracts';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { routeAccess } from './access';
import { API_SUMMARIES, tagOf } from './api-docs-summaries';
import { SESSION_COOKIE } from '../lib/session-cookie';

/**
 * The browsable reference (Swagger UI, served with its assets from this server) and the OpenAPI 3.1
 * document it reads; the document also at the stable address clients and the docs cite. All public reads.
 */
export const DOCS_PATH = '/api/docs';
export const DOCS_JSON_PATH = '/api/docs/openapi.json';

/** The security scheme of every route that needs a session (user and admin routes). */
const SESSION_SCHEME = 'session';

/**
 * Routes that answer prepared bytes (serialized once per change, not per request) have no response
 * schema on the route; the contract they are checked against when prepared is documented instead.
 */
const PREPARED_RESPONSES: Record<string, ZodType> = {
  'GET /api/events': EventsResponseSchema,
  'GET /api/picks': SubscriberPicksResponseSchema,
  'GET /api/kpis': KpisResponseSchema,
  'GET /api/record': RecordResponseSchema,
  'GET /api/record/picks/:id/prices': PickPriceHistorySchema,
};

/** The generation stream's events, one JSON object per `data:` line. */
const STREAM_RESPONSE = {
  description: 'Server-sent events: progress events, then one complete or error event',
  content: { 'text/event-stream': { schema: GenerationEventSchema } },
};

/** Every operation may answer an error in the one error shape (the unsubscribe link answers an HTML page). */
const ERROR_RESPONSE = {
  description: 'An error: 4xx with its code and message, 5xx with the message hidden',
  content: { 'application/json': { schema: ApiErrorSchema } },
};

const DESCRIPTION = [
  'The JSON API of Arcade ValueBets, generated from the zod contracts the server validates with.',
  '',
  `Access: \`x-access\` on each operation says who may call it — \`public\`, \`user\` (a session: the \`${SESSION_COOKIE}\` cookie that POST /api/auth/login sets) or \`admin\` (a session of an administrator). Without the session a route answers 401, with a regular user's an admin route answers 403.`,
  '',
  'HEAD is answered wherever GET is (same headers, no body) and is not listed separately, except where the GET does work a HEAD must not repeat — the event stream of a pick generation, the unsubscribe link, the data download: there HEAD answers 405 with `Allow: GET`.',
  '',
  'Errors have one shape, `{ "error": { "code", "message", "reason"?, "issues"? } }`; state-changing requests from a browser must be same-origin.',
].join('\n');

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

/** Only the API is documented: the web app's pages and files, and these docs themselves, are not. */
function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && url !== DOCS_PATH && !url.startsWith(`${DOCS_PATH}/`);
}

const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { route, url } = input;
  if (!isDocumented(url)) return { schema: { hide: true } as FastifySchema, url };
  const methods = methodsOf(route.method);
  const key = `${methods[0]} ${url}`;
  const prepared = key === 'GET /api/picks/stream' ? STREAM_RESPONSE : PREPARED_RESPONSES[key];
  const responses = input.schema?.response as Record<string, unknown> | undefined;
  const schema: FastifySchema = {
    ...input.schema,
    response: { ...(prepared ? { 200: prepared } : {}), ...responses, default: ERROR_RESPONSE },
  };
  const converted = jsonSchemaTransform({ ...input, schema: schema as never });
  const access = routeAccess(methods, url);
  return {
    url: converted.url,
    schema: {
      ...converted.schema,
      tags: [tagOf(url)],
      ...(API_SUMMARIES[key] ? { summary: API_SUMMARIES[key] } : {}),
      security: access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
      'x-access': access,
    } as FastifySchema,
  };
};

/** Swagger UI's settings: the API's own title, no Swagger top bar, no call to an outside validator. */
const UI_CONFIG = {
  layout: 'BaseLayout',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  filter: true,
  displayRequestDuration: true,
} as const;

/**
 * The API documentation: @fastify/swagger collects every route registered after it (so this plugin
 * is registered before the modules), fastify-type-provider-zod turns each route's zod schemas into
 * JSON Schema, and @fastify/swagger-ui serves the browsable page with its scripts from this server
 * (no CDN: it works offline and under the app's CSP, which allows same-origin scripts only).
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Arcade ValueBets API', version: app.config.version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/auth/login and POST /api/auth/signup.',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: UI_CONFIG,
    validatorUrl: false,
    theme: { title: 'Arcade ValueBets API' },
  });
  app.get(DOCS_JSON_PATH, { schema: { hide: true } as FastifySchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
});
