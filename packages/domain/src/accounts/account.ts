import { z } from 'zod';
import { countryCodeSchema, languageSchema, roleSchema } from '../shared/enums';

/** An account as the API shows it (SPEC 3, Account / user). Never carries secrets. */
export const account = z.object({
  id: z.number().int(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  email: z.email(),
  language: languageSchema,
  timezone: z.string(),
  avatar: z.string().nullable(),
  country: countryCodeSchema.nullable(),
  parentId: z.number().int().nullable(),
  advertisersLinked: z.array(z.number().int()),
  confirmed: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof account>;
