import type { FastifyInstance } from 'fastify';

/** A path that reaches the route: parameters become `x-<name>`, the trailing wildcard a page path. */
export const callablePath = (url: string) => url.replace(/:(\w+)/g, 'x-$1').replace(/\*$/, 'some/page');

/** Every route of the app's route table (Fastify's automatic HEAD routes included), callable. */
export function routeTableEntries(app: FastifyInstance) {
  return app.routeTable.map((route) => ({ ...route, path: callablePath(route.url) }));
}
