import { describe, expect, it } from 'vitest';
import { searchAccountsQuery, updateMeRequest } from './contracts';

describe('account requests', () => {
  it('needs the current password to set a new one, and a new one of 8 or more characters', () => {
    expect(updateMeRequest.safeParse({ firstName: 'Ana' }).success).toBe(true);
    expect(updateMeRequest.safeParse({ currentPassword: 'old', newPassword: 'long enough' }).success).toBe(
      true,
    );
    expect(updateMeRequest.safeParse({ newPassword: 'long enough' }).error?.issues[0]?.path).toEqual([
      'currentPassword',
    ]);
    expect(
      updateMeRequest.safeParse({ currentPassword: 'old', newPassword: 'short' }).error?.issues[0]?.path,
    ).toEqual(['newPassword']);
  });

  it('searches with 3 or more letters', () => {
    expect(searchAccountsQuery.safeParse({ q: 'ana' }).success).toBe(true);
    expect(searchAccountsQuery.safeParse({ q: ' an ' }).error?.issues[0]?.path).toEqual(['q']);
  });
});
