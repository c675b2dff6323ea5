import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '../lib/preferences';
import enPayments from '../locales/en/payments.json';
import enProfile from '../locales/en/profile.json';
import enShell from '../locales/en/shell.json';
import en from '../locales/en.json';
import esPayments from '../locales/es/payments.json';
import ptPayments from '../locales/pt/payments.json';
import ptProfile from '../locales/pt/profile.json';
import { WELCOME_SEEN_KEY } from './shell/welcome-seen';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

/** A key shown as it is: one of the sections the words are kept under, a dot, a name (`payments.title`). */
const features = Object.keys(import.meta.glob('../locales/en/*.json')).map((path) => path.slice(14, -5));
const sections = [...Object.keys(en), ...Object.keys(enShell), ...features, 'messages'];
const rawKey = new RegExp(`\\b(${sections.join('|')})\\.[A-Za-z]`);
/** The English of the payments screen and the shell, where it reads as nothing else (no {{values}}, no names). */
const english = [...leaves(enPayments), ...leaves(enShell as Tree)].filter(
  (text) => text.length > 14 && !text.includes('{{'),
);

/** Every text the page showed, commit by commit, from before the first render. */
function watchTexts(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

/**
 * The app as a fresh visit loads it, with the language the reader chose last time: new modules, so i18next
 * starts in that language instead of the one the test setup started it in.
 */
async function freshVisit(language: 'en' | 'es' | 'pt', path: string) {
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language }));
  localStorage.setItem(WELCOME_SEEN_KEY, '1');
  vi.resetModules();
  const [{ i18n }, { renderApp }, { signInAs }, payments] = await Promise.all([
    import('./i18n'),
    import('../test/app'),
    import('../test/fixtures'),
    import('../features/payments/__tests__/fake-payments-api'),
  ]);
  payments.fakePaymentsApi([payments.makePayment()]);
  signInAs(payments.admin);
  const view = renderApp(path);
  onTestFinished(() => view.unmount());
  return { i18n, ...view };
}

describe('the words of a feature', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("come in the reader's language on the first screen, never in English or as keys first", async () => {
    const seen = watchTexts();
    const { i18n } = await freshVisit('es', '/payments');
    expect(i18n.language).toBe('es');

    expect(
      await screen.findByText(esPayments.list.create, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Saltar al contenido')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) {
      expect(text).not.toMatch(rawKey);
      for (const words of english) expect(text).not.toContain(words);
    }
  }, 30_000);

  it('follow a change of language, for the features loaded before it and after it', async () => {
    const { i18n, router } = await freshVisit('en', '/payments');
    expect(
      await screen.findByText(enPayments.list.create, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();

    const seen = watchTexts();
    await act(() => i18n.changeLanguage('pt'));
    expect(screen.getByText(ptPayments.list.create)).toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    expect(
      await screen.findByText(ptProfile.details.title, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();

    // English had the payments' words already, not the profile's, which it fetches before it shows.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(enProfile.details.title)).toBeInTheDocument();
    for (const text of seen) expect(text).not.toMatch(rawKey);
  }, 30_000);
});
