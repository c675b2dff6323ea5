/** The adcontrol mark, 32 × 32: an indigo rounded square with a white "A" (also drawn in index.html). */
export const BRAND_MARK = {
  colour: '#3949ab',
  radius: 8,
  letter: 'M9 22 15 8h2l6 14h-3l-1.4-3.5h-5.3L12 22Zm5.2-6h3.6L16 11.3Z',
} as const;
