import { THEME_ID, type Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';

/**
 * MUI's `ThemeProvider` as it runs for a theme without CSS variables (ours: `buildTheme` gives none): the
 * system's provider under MUI's theme id, `vars` set to null. MUI's own also imports its CSS-variables
 * provider, which the entry then carried unused (decision 013).
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const withoutVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return (
    <SystemThemeProvider themeId={THEME_ID} theme={withoutVars}>
      {children}
    </SystemThemeProvider>
  );
}
