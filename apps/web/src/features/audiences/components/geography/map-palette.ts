import type { Theme } from '@mui/material/styles';

/** The map's colours, taken from the theme so the map follows light and dark with the page. */
export interface MapPalette {
  water: string;
  land: string;
  chosenLand: string;
  border: string;
  coast: string;
  included: string;
  excluded: string;
  centerStroke: string;
  /** Town names and their dots on the offline map, and the halo that keeps them readable over any fill. */
  label: string;
  labelHalo: string;
  /** A CSS filter on raster tiles: dimmed in dark mode so a bright map does not glare from a dark page. */
  tileFilter: string;
}

export function mapPalette(theme: Theme): MapPalette {
  const isDark = theme.palette.mode === 'dark';
  return {
    water: isDark ? '#1b2432' : '#d4e6f4',
    land: isDark ? '#2c3340' : '#f4f2ec',
    chosenLand: isDark ? '#3b4a63' : '#dfe8d5',
    border: isDark ? '#5d6878' : '#b3aea3',
    coast: isDark ? '#6f7c90' : '#8fb1cc',
    included: theme.palette.success.main,
    excluded: theme.palette.error.main,
    centerStroke: isDark ? '#11161f' : '#ffffff',
    label: isDark ? '#e6e9ef' : '#2d2a26',
    labelHalo: isDark ? '#1b2432' : '#f4f2ec',
    tileFilter: isDark ? 'brightness(0.7)' : 'none',
  };
}
