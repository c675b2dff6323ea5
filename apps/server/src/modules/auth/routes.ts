import {
  confirmAccount,
  forgotPassword,
  refreshToken,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from '@adcontrol/domain/auth/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createIpGeolocation } from '../geo/create-ip-geolocation';
import type { Mailer } from '../mail/mailer';
import type { AuthRateLimiter } from '../rate-limit/limiter';
import * as reset from './password-reset';
import * as auth from './service';

export interface AuthRouteServices {
  mailer: Mailer;
  limiter: AuthRateLimiter;
}

/** The public Auth calls of SPEC 7: sign-in, refresh, sign-up, confirmation, forgot and reset; and log out. */
export async function authRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { config, database } = api;
  const { mailer, authLimiter: limiter } = api;
  const deps: auth.AccountAccessDependencies = {
    db: database.db,
    config,
    limiter,
    mailer,
    geolocation: createIpGeolocation(config),
    publicUrl: config.publicUrl,
    specialAdminEmails: config.specialAdminEmails,
  };
  const clientOf = (request: FastifyRequest): auth.ClientInfo => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  });

  router.route(signIn, ({ body, request }) => auth.signIn(deps, body, clientOf(request)));
  router.route(refreshToken, ({ body }) => auth.refreshSession(deps, body.refreshToken));
  router.route(signUp, ({ body, request }) => auth.signUp(deps, body, clientOf(request)));
  router.route(confirmAccount, ({ body, request }) =>
    auth.confirmAccount(deps, body.token, clientOf(request)),
  );
  router.route(forgotPassword, ({ body, request }) =>
    reset.forgotPassword(deps, body.email, clientOf(request), request.log),
  );
  router.route(resetPassword, ({ body, request }) => reset.resetPassword(deps, body, clientOf(request)));
  router.route(signOut, ({ body }) => auth.signOut(deps, body.refreshTokens));
}
