/** Set once the welcome modal was shown in this tab, so moving around or reloading does not bring it back. */
export const WELCOME_SEEN_KEY = 'adcontrol.welcomeSeen';

export function wasWelcomeSeenInThisTab(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    sessionStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // storage unavailable: it shows again next time
  }
}
