// The start screen's background follows the stored theme mode (src/lib/preferences.ts) before the first paint
// (decision 013). A file, not inline script: the page's policy allows none (decision 044).
try {
  const stored = JSON.parse(localStorage.getItem('adcontrol.preferences') || 'null');
  if (stored && typeof stored.mode === 'string')
    document.documentElement.setAttribute('data-start', stored.mode);
} catch {}
