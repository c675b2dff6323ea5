import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { usePreferences } from '../../lib/preferences';
import { useNavMode, useResolvedMode } from '../theme/app-theme-provider';
import { buildTheme } from '../theme/theme';

/** The menus' own theme: in semi-dark a dark menu beside a light page; otherwise the page's theme. */
export function NavTheme({ children }: { children: ReactNode }) {
  const { direction } = usePreferences();
  const navMode = useNavMode();
  const pageMode = useResolvedMode();
  const theme = useMemo(() => buildTheme(navMode, direction), [navMode, direction]);
  if (navMode === pageMode) return children;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
