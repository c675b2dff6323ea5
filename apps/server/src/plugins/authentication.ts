import type { Access } from '@adcontrol/domain/contract/define-endpoint';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyRequest } from 'fastify';
import type { SessionCheck } from '../modules/auth/session-check';
import { type Caller, type TokenSettings, verifyAccessToken } from '../modules/auth/tokens';

/**
 * Reads the bearer token, if any; a present but bad token is an error even on public endpoints. A token's
 * session must still be open: logging out, a reused refresh token, a new password or a deleted account end its
 * access tokens at once (docs/decisions/043). Every token the server issues names its session; one without
 * could only be made by code holding JWT_SECRET (tests), so it has no session to check.
 */
export async function readCaller(
  settings: TokenSettings,
  sessions: SessionCheck,
  request: FastifyRequest,
): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new AppError('UNAUTHENTICATED', 'Authorization header must be "Bearer <token>"', {
      key: 'errors.unauthenticated',
    });
  const caller = await verifyAccessToken(settings, match[1]);
  if (caller.sessionId && !(await sessions.isLive(caller.sessionId))) {
    throw new AppError('UNAUTHENTICATED', 'Your session has ended, please sign in again');
  }
  return caller;
}

export function checkAccess(access: Access, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller)
    throw new AppError('UNAUTHENTICATED', 'Authentication required', { key: 'errors.unauthenticated' });
  if (access === 'authenticated') return;
  if (!access.includes(caller.role)) {
    throw new AppError('FORBIDDEN', 'Your role may not use this function', { key: 'auth.roleRefused' });
  }
}
