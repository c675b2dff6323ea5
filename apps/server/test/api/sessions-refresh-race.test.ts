import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

/**
 * One refresh token sent to two instances at the same moment (two tabs without Web Locks, a client retrying on
 * another instance), as two apps on one database; on the PostgreSQL pass the two exchanges really run at once. The
 * rule (docs/decisions/043 and 071): within the grace window both get the same new pair, and that pair works at
 * once, whichever answer arrives first; neither ends the session.
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildTestApp({}, {}, { database: first.database });
});
afterAll(async () => {
  await second?.app.close();
  await first?.close();
});

interface Tokens {
  authToken: string;
  refreshToken: string;
}

const refreshOn = (instance: TestApp, refreshToken: string) =>
  instance.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

/** A new account signed in on `instance`: its first pair. */
async function signedInOn(instance: TestApp): Promise<Tokens> {
  const account = await createAccount(instance.database.db);
  const signedIn = await instance.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.email, password: account.password },
  });
  return signedIn.json();
}

const countriesOn = (instance: TestApp, authToken: string) =>
  instance.app.inject({
    method: 'GET',
    url: '/api/campaigns/countries',
    headers: { authorization: `Bearer ${authToken}` },
  });

describe('the same refresh token on two instances at once', () => {
  it('answers both with one new pair, which works at once on either instance', async () => {
    let tokens = await signedInOn(first);
    for (let round = 0; round < 12; round += 1) {
      // Each answer's pair is used the moment it arrives, as a client would: a pair answered before the other
      // exchange had stored it would fail here.
      const [one, other] = await Promise.all(
        [first, second].map(async (instance, index) => {
          const answer = await refreshOn(instance, tokens.refreshToken);
          expect(answer.statusCode, answer.body).toBe(200);
          const pair: Tokens = answer.json();
          const elsewhere = index === 0 ? second : first;
          expect((await countriesOn(elsewhere, pair.authToken)).statusCode).toBe(200);
          return pair;
        }),
      );
      expect(other).toEqual(one);
      expect(one?.refreshToken).not.toBe(tokens.refreshToken);
      tokens = one as Tokens;
    }
    // The session went on through every race: its last pair still refreshes.
    expect((await refreshOn(second, tokens.refreshToken)).statusCode).toBe(200);
  });

  it('with the grace window off, the second exchange is a replay: 401 and the session ends', async () => {
    const strict = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' }, {}, { database: first.database });
    try {
      const tokens = await signedInOn(strict);
      const answers = await Promise.all([
        refreshOn(strict, tokens.refreshToken),
        refreshOn(strict, tokens.refreshToken),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
      const replay = answers.find((answer) => answer.statusCode === 401);
      expect(replay?.json().message).toBe('Refresh token already used, please sign in again');
      const won: Tokens | undefined = answers.find((answer) => answer.statusCode === 200)?.json();
      expect((await refreshOn(strict, won?.refreshToken ?? '')).statusCode).toBe(401);
    } finally {
      await strict.app.close();
    }
  });
});
