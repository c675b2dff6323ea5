import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { styleNonce } from '../../lib/content-security';
import { usePreferences } from '../../lib/preferences';
import { StartScreen } from '../start-screen';
import { buildTheme } from './theme';

// The styles emotion writes carry the page's nonce, which its policy requires (decision 044).
const ltrCache = createCache({ key: 'mui', nonce: styleNonce });

/** The right-to-left styles are fetched only by those who choose that direction. */
let rtlCache: Promise<EmotionCache> | undefined;
function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) =>
    createCache({ key: 'mui-rtl', nonce: styleNonce, stylisPlugins: [stylis.prefixer, rtl.default] }),
  );
  return rtlCache;
}

/**
 * The style cache for the direction. A first visit in right-to-left waits for its styles (nothing is drawn
 * the wrong way round); a later switch keeps the page on screen until they arrive.
 */
function useStyleCache(direction: 'ltr' | 'rtl'): EmotionCache | null {
  const [cache, setCache] = useState<EmotionCache | null>(direction === 'ltr' ? ltrCache : null);
  useEffect(() => {
    let isCurrent = true;
    if (direction === 'ltr') setCache(ltrCache);
    else void loadRtlCache().then((loaded) => isCurrent && setCache(loaded));
    return () => {
      isCurrent = false;
    };
  }, [direction]);
  return cache;
}

/** The page's mode: semi-dark is a light page (with a dark menu), system follows the device. */
export function useResolvedMode(): 'light' | 'dark' {
  const { mode } = usePreferences();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode === 'dark' ? 'dark' : 'light';
}

/** The menus' mode: dark in semi-dark, otherwise the page's. */
export function useNavMode(): 'light' | 'dark' {
  const { mode } = usePreferences();
  const pageMode = useResolvedMode();
  return mode === 'semi-dark' ? 'dark' : pageMode;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { direction } = usePreferences();
  const mode = useResolvedMode();
  const theme = useMemo(() => buildTheme(mode, direction), [mode, direction]);

  const cache = useStyleCache(direction);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [direction, mode]);

  // Until the right-to-left styles arrive (a few kB, once), nothing is drawn the wrong way round: the start
  // screen stays, as it does while the first page's code loads, rather than a blank page.
  if (!cache) return <StartScreen />;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
