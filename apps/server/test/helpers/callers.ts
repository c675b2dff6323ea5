import type { Role } from '@adcontrol/domain/shared/enums';
import type { InjectOptions } from 'fastify';
import { signAccessToken } from '../../src/modules/auth/tokens';
import type { TestApp } from './build-test-app';

export interface Person {
  id: number;
  role: Role;
}

/** A signed-in person's headers; null for an anonymous caller. */
export async function headersOf(testApp: TestApp, who: Person | null): Promise<Record<string, string>> {
  if (!who) return {};
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const token = await signAccessToken(settings, { accountId: who.id, role: who.role, actingAccountId: null });
  return { authorization: `Bearer ${token}` };
}

/** One API call as `who`, e.g. `call(app, seller, 'GET', '/audiences?search=x')`. */
export async function call(
  testApp: TestApp,
  who: Person | null,
  method: InjectOptions['method'],
  path: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url: `/api${path}`,
    headers: await headersOf(testApp, who),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
