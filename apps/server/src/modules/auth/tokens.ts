import { webcrypto } from 'node:crypto';
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

/** Tokens already verified, per secret; a browser sends the same access token until it expires. */
const MAX_VERIFIED = 10_000;

interface Verified {
  caller: Caller;
  /** The token's `exp`, in milliseconds. */
  expiresAt: number;
}

interface SecretState {
  key: Promise<webcrypto.CryptoKey>;
  verified: Map<string, Verified>;
}

const secrets = new WeakMap<Uint8Array, SecretState>();

/**
 * The secret imported once as an HMAC key (jose imports raw bytes again at every check), and the tokens it has
 * verified: a token's signature and claims never change, so only its expiry is checked again (docs/decisions/074).
 */
function stateOf(secret: Uint8Array): SecretState {
  let state = secrets.get(secret);
  if (!state) {
    const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    state = { key, verified: new Map() };
    secrets.set(secret, state);
  }
  return state;
}

function remember(verified: Map<string, Verified>, token: string, entry: Verified): void {
  verified.set(token, entry);
  if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
}

/** `jwt expired` is the exact message the web client waits for before it refreshes (SPEC 8). */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<Caller> {
  const state = stateOf(settings.secret);
  const known = state.verified.get(token);
  if (known && Date.now() < known.expiresAt) return known.caller;
  if (known) state.verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, await state.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const claims = claimsSchema.parse(payload);
    const caller: Caller = {
      accountId: Number(claims.sub),
      role: claims.role,
      actingAccountId: claims.act ?? null,
      sessionId: claims.sid ?? null,
    };
    if (payload.exp !== undefined)
      remember(state.verified, token, { caller: Object.freeze(caller), expiresAt: payload.exp * 1000 });
    return caller;
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new AppError('TOKEN_EXPIRED', 'jwt expired', { key: 'errors.tokenExpired' });
    throw new AppError('UNAUTHENTICATED', 'Invalid access token', {
      cause: error,
      key: 'errors.unauthenticated',
    });
  }
}
