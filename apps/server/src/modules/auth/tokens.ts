import { AppError } from '@adcontrol/domain/shared/app-error';
import { type Role, roleSchema } from '@adcontrol/domain/shared/enums';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Who is calling: the account the token speaks for and, when impersonating, the admin acting as it. */
export interface Caller {
  accountId: number;
  role: Role;
  actingAccountId: number | null;
  /** The sign-in this token belongs to (its refresh-token family), so a password change can keep it. */
  sessionId?: string | null;
}

const ISSUER = 'adcontrol';
const AUDIENCE = 'adcontrol-api';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: roleSchema,
  act: z.number().int().optional(),
  sid: z.string().optional(),
});

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
}

export async function signAccessToken(settings: TokenSettings, caller: Caller, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    role: caller.role,
    ...(caller.actingAccountId ? { act: caller.actingAccountId } : {}),
    ...(caller.sessionId ? { sid: caller.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(caller.accountId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
    .sign(settings.secret);
}

/** `jwt expired` is the exact message the web client waits for before it refreshes (SPEC 8). */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const claims = claimsSchema.parse(payload);
    return {
      accountId: Number(claims.sub),
      role: claims.role,
      actingAccountId: claims.act ?? null,
      sessionId: claims.sid ?? null,
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new AppError('TOKEN_EXPIRED', 'jwt expired', { key: 'errors.tokenExpired' });
    throw new AppError('UNAUTHENTICATED', 'Invalid access token', {
      cause: error,
      key: 'errors.unauthenticated',
    });
  }
}
