import {
  AuthResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  VerifyEmailBodySchema,
} from '@arcade/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSecretLoader } from '../../db/app-secret';
import { requestLanguage } from '../../lib/request-language';
import { clearSessionCookie, setSessionCookie } from '../sessions';
import { toClientUser } from '../users';
import * as auth from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie';
import { authMessage } from './messages';

/** Sign up, log in and out, the session check, password reset and email verification. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: auth.AuthContext = {
    db: app.db,
    mailer: app.mailer,
    limiter: app.rateLimiter,
    tasks: app.tasks,
    log: app.log,
    now: () => new Date(),
    secret: appSecretLoader(app.db, app.config.appSecret),
  };
  const secure = app.config.isHttps;
  // Sent only to the account endpoints, the only ones that read it; it outlives the sessions.
  const setDeviceCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  const meta = (request: FastifyRequest): auth.RequestMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
    currentToken: request.sessionToken,
    deviceCookie: request.cookies[DEVICE_COOKIE],
  });

  app.post(
    '/api/auth/signup',
    { schema: { body: SignupBodySchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => {
      const { user, token, deviceCookie } = await auth.signup(ctx, request.body, meta(request));
      setSessionCookie(reply, token, secure);
      setDeviceCookie(reply, deviceCookie);
      return reply.status(201).send({
        user: await toClientUser(app.db, user),
        message: authMessage(
          requestLanguage(request),
          user.hasUsedFreePick ? 'signedUpWithoutFreePick' : 'signedUp',
        ),
      });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => {
      const { user, token, deviceCookie } = await auth.login(ctx, request.body, meta(request));
      setSessionCookie(reply, token, secure);
      setDeviceCookie(reply, deviceCookie);
      return {
        user: await toClientUser(app.db, user),
        message: authMessage(requestLanguage(request), 'loggedIn'),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await auth.logout(ctx, request.sessionToken);
      clearSessionCookie(reply, secure);
      return { message: authMessage(requestLanguage(request), 'loggedOut') };
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: MeResponseSchema } } }, async (request) => {
    if (!request.user) return { user: null };
    return { user: await toClientUser(app.db, request.user) };
  });

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.forgotPassword(ctx, request.body.email, meta(request));
      return { message: authMessage(requestLanguage(request), 'codeSent') };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await auth.resetPassword(ctx, request.body, meta(request));
      // Every session of the account ended, this one included.
      if (request.sessionToken) clearSessionCookie(reply, secure);
      return { message: authMessage(requestLanguage(request), 'passwordReset') };
    },
  );

  app.post(
    '/api/auth/verify-email',
    { schema: { body: VerifyEmailBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.verifyEmail(ctx, request.body, meta(request));
      return { message: authMessage(requestLanguage(request), 'emailVerified') };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { schema: { body: ResendVerificationBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.resendVerification(ctx, request.body.email, meta(request));
      return { message: authMessage(requestLanguage(request), 'verificationSent') };
    },
  );
};
