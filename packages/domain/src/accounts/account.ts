import { z } from 'zod';
import { countryCodeSchema, currencySchema, languageSchema, roleSchema } from '../shared/enums';

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

/** A company name in the caller scope, with the account that holds it. */
export const accountCompany = z.object({ id: z.number().int(), company: z.string() });
export type AccountCompany = z.infer<typeof accountCompany>;

/** A market the network sells in. */
export const country = z.object({ code: countryCodeSchema, name: z.string(), currency: currencySchema });
export type Country = z.infer<typeof country>;
