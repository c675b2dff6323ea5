import type { Access } from '@adcontrol/domain/contract/define-endpoint';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyRequest } from 'fastify';
import { type Caller, type TokenSettings, verifyAccessToken } from '../modules/auth/tokens';

/** Reads the bearer token, if any; a present but bad token is an error even on public endpoints. */
export async function readCaller(settings: TokenSettings, request: FastifyRequest): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Authorization header must be "Bearer <token>"');
  return verifyAccessToken(settings, match[1]);
}

export function checkAccess(access: Access, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  if (access === 'authenticated') return;
  if (!access.includes(caller.role)) {
    throw new AppError('FORBIDDEN', 'Your role may not use this function');
  }
}
