import { refreshToken, signIn } from '@adcontrol/domain/auth/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { refreshSession, signIn as signInWithPassword } from './service';

export function registerAuthRoutes(router: ContractRouter, { config, database }: AppDependencies): void {
  const deps = { db: database.db, config };

  router.route(signIn, ({ body, request }) =>
    signInWithPassword(deps, body, {
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );

  router.route(refreshToken, ({ body }) => refreshSession(deps, body.refreshToken));
}
