import { z } from 'zod';

/** A Play Store app an audience can target by installed or not installed. */
export const playstoreApp = z.object({
  packageName: z.string(),
  title: z.string(),
  category: z.string(),
  icon: z.string().nullable(),
  installs: z.number().int().optional(),
});
export type PlaystoreApp = z.infer<typeof playstoreApp>;
