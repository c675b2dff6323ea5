import { z } from 'zod';
import { isoDateTime } from '../contract/common';

/** One sign-in attempt; `actingAccountId` names the admin when the session was an impersonation. */
export const loginEvent = z.object({
  id: z.number().int(),
  accountId: z.number().int().nullable(),
  email: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  actingAccountId: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type LoginEvent = z.infer<typeof loginEvent>;
