import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { usePreferences } from '../../lib/preferences';
import { buildTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

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

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [direction, mode]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
