import type { BrowserContext } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

export function demoEmail(role: string): string {
  return `${role}@demo.adcontrol.test`;
}

/** Signs in through the API and puts the session where the web app keeps it, skipping the login screen. */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  preferences: { mode?: 'light' | 'dark'; direction?: 'ltr' | 'rtl'; language?: 'en' | 'es' | 'pt' } = {},
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  const session = (await response.json()) as {
    authToken: string;
    refreshToken: string;
    account: { role: string };
  };
  const auth = JSON.stringify({
    authenticated: true,
    authToken: session.authToken,
    refreshToken: session.refreshToken,
    role: session.account.role,
    account: session.account,
    error: null,
    loading: false,
    oldUsers: [],
  });
  const prefs = JSON.stringify({
    mode: preferences.mode ?? 'light',
    direction: preferences.direction ?? 'ltr',
    language: preferences.language ?? 'en',
  });
  await context.addInitScript(
    ({ auth, prefs }) => {
      if (!sessionStorage.getItem('adcontrol.e2e-seeded')) {
        localStorage.setItem('adcontrol.auth', auth);
        localStorage.setItem('adcontrol.preferences', prefs);
        sessionStorage.setItem('adcontrol.e2e-seeded', '1');
      }
    },
    { auth, prefs },
  );
}
