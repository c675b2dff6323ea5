import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const settings = () => ({
  secret: new TextEncoder().encode('tokens-test-secret-that-is-long-enough-for-hs256'),
  accessTokenTtlSeconds: 60,
});
const caller = { accountId: 7, role: 'seller' as const, actingAccountId: null, sessionId: null };

afterEach(() => vi.useRealTimers());

describe('checking an access token', () => {
  it('accepts a token again within its life and refuses it as expired once it ends, however often it was seen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    const tokens = settings();
    const token = await signAccessToken(tokens, caller);
    for (let check = 0; check < 3; check += 1) {
      await expect(verifyAccessToken(tokens, token)).resolves.toMatchObject({ accountId: 7, role: 'seller' });
    }
    vi.setSystemTime(new Date('2026-11-28T09:01:01Z'));
    await expect(verifyAccessToken(tokens, token)).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'jwt expired',
    });
  });

  it('never accepts a token checked under one secret when another secret is asked', async () => {
    const first = settings();
    const token = await signAccessToken(first, caller);
    await expect(verifyAccessToken(first, token)).resolves.toMatchObject({ accountId: 7 });
    const other = {
      ...first,
      secret: new TextEncoder().encode('another-secret-another-secret-another-secret'),
    };
    await expect(verifyAccessToken(other, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token whose signature was altered after the genuine one was accepted', async () => {
    const tokens = settings();
    const token = await signAccessToken(tokens, caller);
    await verifyAccessToken(tokens, token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(verifyAccessToken(tokens, altered)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
