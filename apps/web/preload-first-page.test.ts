import { describe, expect, it } from 'vitest';
import { firstPageScript } from './preload-first-page';

const files = {
  signedOut: ['login'],
  shell: Array.from({ length: 16 }, (_, i) => `shell${i}`),
  welcome: ['welcome'],
  screens: [
    ['^/$', ['home']],
    ['^/campaigns$', Array.from({ length: 30 }, (_, i) => `control${i}`)],
  ] as const,
};

/** Runs the first script on `path` with `storage` in localStorage; answers the preloaded chunks, in order. */
function preloadsOn(path: string, storage: Record<string, string>): string[] {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  // The build's own output, run in the page as the browser runs a script file.
  const script = document.createElement('script');
  script.textContent = firstPageScript(files);
  document.body.append(script);
  const links = [...document.head.querySelectorAll('link')];
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => new URL(link.href).pathname);
}

const signedIn = { 'adcontrol.auth': JSON.stringify({ authenticated: true }) };

describe('the first script (decisions 013 and 073)', () => {
  it('preloads the shell, then the screen, then the welcome on a first visit', () => {
    const preloaded = preloadsOn('/campaigns', signedIn);
    expect(preloaded).toEqual([
      ...files.shell.map((name) => `/assets/${name}.js`),
      ...files.screens[1][1].map((name) => `/assets/${name}.js`),
      '/assets/welcome.js',
    ]);
  });

  it('leaves the welcome out once seen, and the login page is preloaded signed out', () => {
    expect(preloadsOn('/', { ...signedIn, 'adcontrol.welcomeSeen': '1' })).toEqual([
      ...files.shell.map((name) => `/assets/${name}.js`),
      '/assets/home.js',
    ]);
    expect(preloadsOn('/login', {})).toEqual(['/assets/login.js']);
  });

  it('preloads nothing on a page it does not know or with a broken store', () => {
    expect(preloadsOn('/profile', signedIn)).toEqual([]);
    expect(preloadsOn('/campaigns', { 'adcontrol.auth': '{not json' })).toEqual([]);
  });
});
