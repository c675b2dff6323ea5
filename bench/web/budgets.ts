/** The budgets of issue 5, in decimal units as Vite prints them (1 kB = 1,000 bytes). */
export const BUDGETS = {
  /** JavaScript a page loads, summed over its responses, each gzipped. */
  pageJsGzipBytes: 200_000,
  /** Any one chunk in the build, minified. */
  chunkMinifiedBytes: 500_000,
  /** Lighthouse performance score, mobile preset, 0-100. */
  lighthouseScore: 90,
} as const;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
