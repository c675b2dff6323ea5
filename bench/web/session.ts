import type { SignInResponse } from '@adcontrol/domain/auth/contracts';

/** Signs in through the API, as the login screen would. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignInResponse> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return (await response.json()) as SignInResponse;
}

/** What the web app keeps in localStorage for a signed-in user (as e2e/support/session.ts seeds it). */
export function storedSession(session: SignInResponse): Record<string, string> {
  return {
    'adcontrol.auth': JSON.stringify({
      authenticated: true,
      authToken: session.authToken,
      refreshToken: session.refreshToken,
      role: session.account.role,
      account: session.account,
      error: null,
      loading: false,
      oldUsers: [],
    }),
    'adcontrol.preferences': JSON.stringify({ mode: 'light', direction: 'ltr', language: 'en' }),
  };
}
