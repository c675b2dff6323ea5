/**
 * Set once the welcome modal was shown in this session, so moving around or reloading does not bring it back.
 * It lives in local storage with the session: signing out (or clearing the site's storage) removes it, so the
 * next sign-in is welcomed again (docs/decisions/049).
 */
export const WELCOME_SEEN_KEY = 'adcontrol.welcomeSeen';

export function wasWelcomeSeen(): boolean {
  try {
    return localStorage.getItem(WELCOME_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    localStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // storage unavailable: it shows again next time
  }
}
