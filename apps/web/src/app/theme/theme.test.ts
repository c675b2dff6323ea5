import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

const COLOURS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe('theme colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`give a filled chip, button or alert of every colour a readable label in ${mode} mode (WCAG AA)`, () => {
      const { palette } = buildTheme(mode, 'ltr');
      const failing = COLOURS.map((colour) => ({
        colour,
        ratio: getContrastRatio(palette[colour].main, palette[colour].contrastText),
      })).filter(({ ratio }) => ratio < 4.5);
      expect(failing).toEqual([]);
    });

    it(`make every colour readable as text on the page and on paper in ${mode} mode (WCAG AA)`, () => {
      const { palette } = buildTheme(mode, 'ltr');
      const failing = COLOURS.flatMap((colour) =>
        [palette.background.default, palette.background.paper].map((background) => ({
          colour,
          background,
          ratio: getContrastRatio(palette[colour].main, background),
        })),
      ).filter(({ ratio }) => ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }
});
