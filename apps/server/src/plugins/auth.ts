import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { SESSION_TTL_MS, findSession } from '../modules/sessions/sessions.repository';

export type SessionUser = Omit<UserRow, 'password'>;

export const SESSION_COOKIE = 'sid';
/** Every route under these prefixes is admin-only, whoever registers it and whenever. */
export const ADMIN_PREFIXES = ['/api/admin', '/api/lab'] as const;

/** Admin-only routes outside those prefixes: pick generation, which product.md §7 puts under /api/picks. */
export const ADMIN_ROUTES: ReadonlySet<string> = new Set(['GET /api/picks/stream', 'POST /api/picks']);

export function isAdminPath(url: string): boolean {
  return ADMIN_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export function isAdminRoute(method: string, url: string): boolean {
  return isAdminPath(url) || ADMIN_ROUTES.has(`${method} ${url}`);
}

export const requireUser: onRequestHookHandler = async (request) => {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You must log in to do this');
};

export const requireAdmin: onRequestHookHandler = async (request) => {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You must log in to do this');
  if (request.user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrators only');
};

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.user = null;
  request.sessionToken = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !request.url.startsWith('/api/')) return;
  const found = await findSession(app.db, token, new Date());
  if (!found) return;
  const { password: _password, ...user } = found.user;
  request.user = user;
  request.sessionToken = token;
}

/**
 * Resolves the session of every API request and puts the admin guard on every route under
 * /api/admin and /api/lab, and on the generation routes, as it is registered (as an onRequest hook, so it runs before the body is
 * even parsed). Registered before any module so that no route escapes it.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('routeTable', []);
  app.addHook('onRequest', async (request) => resolveSession(app, request));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url });
    if (!methods.some((method) => isAdminRoute(method, route.url))) return;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [requireAdmin, ...existing];
  });
});
