import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import { authStateOf } from '../../e2e/support/session';

export { signInApi as signIn } from '../../e2e/support/session';

/** What the web app keeps in localStorage for a signed-in user, as the end-to-end tests seed it. */
export function storedSession(session: SignInResponse): Record<string, string> {
  return {
    'adcontrol.auth': authStateOf(session),
    'adcontrol.preferences': JSON.stringify({ mode: 'light', direction: 'ltr', language: 'en' }),
  };
}
