import { account as accountSchema } from '@adcontrol/domain/accounts/account';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../test/fixtures';
import { storedAuthState } from './stored-auth-state';

const account = makeAccount({ id: 3, role: 'seller', country: 'AR', advertisersLinked: [4, 5] });
const state = {
  authenticated: true,
  authToken: 'access',
  refreshToken: 'refresh',
  role: 'seller',
  account,
  error: null,
  loading: false,
  oldUsers: [
    {
      authToken: 'a',
      refreshToken: 'r',
      account: makeAccount(),
      returnTo: '/accounts',
      isSpecialAdmin: true,
    },
  ],
  isSpecialAdmin: false,
};

describe('the stored auth state', () => {
  it('is read back as it was written', () => {
    expect(storedAuthState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('drops keys it does not know, in the state and in its accounts', () => {
    const stored = { ...state, extra: 1, account: { ...account, password: 'x' } };
    expect(storedAuthState(stored)).toEqual(state);
  });

  it.each([
    ['not an object', 'signed in'],
    ['an array', [state]],
    ['a missing token field', { ...state, refreshToken: undefined }],
    ['an unknown role', { ...state, role: 'owner' }],
    ['a stack entry without its page', { ...state, oldUsers: [{ ...state.oldUsers[0], returnTo: 1 }] }],
    ['no refresh token', { ...state, refreshToken: null }],
    ['no access token', { ...state, authToken: null }],
    ['no account', { ...state, account: null }],
    ['a signed-out state', { ...state, authenticated: false }],
  ])('is refused with %s', (_, stored) => {
    expect(storedAuthState(stored)).toBeNull();
  });

  it('reads a state stored before special admins were told apart as not special', () => {
    const { isSpecialAdmin: _, ...older } = state;
    const olderStack = older.oldUsers.map(({ isSpecialAdmin: __, ...entry }) => entry);
    expect(storedAuthState({ ...older, oldUsers: olderStack })).toEqual({
      ...state,
      oldUsers: [{ ...state.oldUsers[0], isSpecialAdmin: false }],
    });
  });

  // Holds the hand-written checks to the contract's schema, field by field, so the two cannot drift.
  it.each(
    Object.keys(accountSchema.shape).flatMap((field) =>
      [undefined, 'not-valid', 1.5, [], null].map((value) => [field, value] as const),
    ),
  )('accepts the account with %s = %j exactly when the contract does', (field, value) => {
    const candidate = { ...account, [field]: value };
    const isValid = accountSchema.safeParse(candidate).success;
    expect(storedAuthState({ ...state, account: candidate }) !== null).toBe(isValid);
  });
});
