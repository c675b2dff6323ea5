import { z } from 'zod';

/** Success answer of a call that returns nothing else. */
export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponse>;

export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A date-time as ISO 8601 text on the wire. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z.iso.date();

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

export const pagingQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(30),
};
