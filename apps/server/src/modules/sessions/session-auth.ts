import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { sessionUserOf } from './session-cache';
import { SESSION_TTL_MS } from './sessions.repository';
import { type RouteAccess, routeAccess } from '../../plugins/access';

export type SessionUser = Omit<UserRow, 'password'>;

const loginRequired = () =>
  new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });

/**
 * The signed-in user of a request on a route the access guard has already let through (a user's or
 * an admin's): it narrows the type, and refuses with 401 should a route ever be opened by mistake.
 */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw loginRequired();
  return request.user;
}

/** The signed-in user and the session token of the request (the routes that act on sessions). */
export function currentSession(request: FastifyRequest): { user: SessionUser; token: string } {
  if (!request.user || !request.sessionToken) throw loginRequired();
  return { user: request.user, token: request.sessionToken };
}

const requireUser: onRequestHookHandler = async (request) => {
  if (!request.user) throw loginRequired();
};

export const requireAdmin: onRequestHookHandler = async (request) => {
  if (!request.user) throw loginRequired();
  if (request.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Administrators only', { reason: 'admin_only' });
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

/**
 * Resolves the request's session: a callback hook, so a request without a session (every visitor's)
 * costs no promise; one with a session costs a lookup in the session cache.
 */
function resolveSession(app: FastifyInstance, request: FastifyRequest, done: (error?: Error) => void): void {
  request.user = null;
  request.sessionToken = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !request.url.startsWith('/api/')) {
    done();
    return;
  }
  sessionUserOf(app.db, token, new Date()).then((user) => {
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
    done();
  }, done);
}

/**
 * Whether a page request carries a session that is still live (the API resolves its own in the hook
 * below). While the database is away the answer is yes: the page goes out and the app says what it can.
 */
export async function hasLiveSession(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return false;
  try {
    return (await sessionUserOf(app.db, token, new Date())) !== null;
  } catch {
    return true;
  }
}

const guards: Record<RouteAccess, onRequestHookHandler | undefined> = {
  public: undefined,
  user: requireUser,
  admin: requireAdmin,
};

/**
 * Resolves the session of every API request and puts a guard on every route as it is registered,
 * whatever its method (Fastify's automatic HEAD routes included): routeAccess decides which. The
 * guard is an onRequest hook, so it runs before the body is even parsed. Registered before any
 * module so that no route escapes it.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('routeTable', []);
  app.addHook('onRequest', (request, _reply, done) => resolveSession(app, request, done));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = routeAccess(methods, route.url);
    // A plugin's root route ('/' under a prefix) is registered twice, `/prefix` and `/prefix/`; Fastify
    // runs onRoute for the first only and gives the twin the same options, guard included (a HEAD
    // route is not twinned: its `/prefix/` comes through here on its own).
    const isRootOfPrefix = route.routePath === '' && route.prefix !== '';
    for (const method of methods) {
      const urls = isRootOfPrefix && method !== 'HEAD' ? [route.url, `${route.url}/`] : [route.url];
      for (const url of urls) {
        app.routeTable.push({ method, url, access, ...(route.schema ? { schema: route.schema } : {}) });
      }
    }
    const guard = guards[access];
    if (!guard) return;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [guard, ...existing];
  });
});
