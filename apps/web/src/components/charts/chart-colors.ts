import type { Theme } from '@mui/material/styles';

/** The chart's colours from the theme, so it follows light and dark with contrast the theme already checks. */
export function chartColors(theme: Theme) {
  return {
    impressions: theme.palette.primary.main,
    clicks: theme.palette.secondary.main,
    text: theme.palette.text.secondary,
    grid: theme.palette.divider,
  };
}
