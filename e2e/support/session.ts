import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import type { BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

export function demoEmail(role: string): string {
  return `${role}@demo.adcontrol.test`;
}

export interface Preferences {
  mode?: 'light' | 'dark' | 'semi-dark';
  direction?: 'ltr' | 'rtl';
  language?: 'en' | 'es' | 'pt';
}

/** Signs in through the API, as the login screen would. */
export async function signInApi(
  baseUrl: string,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<SignInResponse> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return (await response.json()) as SignInResponse;
}

/** Signs in through the API and puts the session where the web app keeps it, skipping the login screen. */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  preferences: Preferences & { password?: string } = {},
): Promise<SignInResponse> {
  const session = await signInApi(baseUrl, email, preferences.password);
  await seedSession(context, session, preferences);
  return session;
}

/** The auth state (SPEC 3) the web app keeps in localStorage for a freshly signed-in session. */
export function authStateOf(session: SignInResponse): string {
  return JSON.stringify({
    authenticated: true,
    authToken: session.authToken,
    refreshToken: session.refreshToken,
    role: session.account.role,
    account: session.account,
    error: null,
    loading: false,
    oldUsers: [],
  });
}

/** The stored session is written once per tab, so a reload sees what the app itself kept since. */
export async function seedSession(
  context: BrowserContext,
  session: SignInResponse,
  preferences: Preferences = {},
): Promise<void> {
  const auth = authStateOf(session);
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

/** Fills and sends the login screen; the caller waits for whatever should follow. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** What the web app keeps in localStorage about the session, or null when it has none. */
export function storedAuth(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('adcontrol.auth');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}
