import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), from a package with prebuilt binaries
 * (docs/decisions/043, which replaces 004's scrypt). The PHC string carries the parameters, so raising them
 * later only changes `ARGON2`: older hashes still verify and are re-hashed at the next sign-in.
 */
// `algorithm: 2` is the package's Algorithm.Argon2id, an ambient const enum that isolated modules can not read.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** scrypt hashes written before decision 043 (`scrypt$N$r$p$salt$key`) still verify until re-hashed. */
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** A hash made with other parameters (or scrypt) is replaced once the password is known to be right. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await new Promise<Buffer>((resolve, reject) => {
    const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAX_MEMORY };
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
  return timingSafeEqual(actual, expected);
}

/** A stored scrypt hash, as decision 004 wrote them: for the tests of the move to argon2id. */
export function legacyScryptHash(password: string, N = 2 ** 15): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N, r: 8, p: 1, maxmem: SCRYPT_MAX_MEMORY }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    );
  });
}
