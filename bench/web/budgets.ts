/**
 * The web app's budgets (decision 073, which retired decision 013's 200 kB per page), in decimal units as Vite
 * prints them (1 kB = 1,000 bytes).
 */
export const BUDGETS = {
  /** Any one chunk in the build, minified. */
  chunkMinifiedBytes: 500_000,
  /** Lighthouse performance score, mobile preset, 0-100: each measured screen's median. */
  lighthouseScore: 90,
} as const;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
