import { z } from 'zod';
import { recordIdText } from './limit-fields';

/** Success answer of a call that returns nothing else. */
export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponse>;

/** A row's id in the path; past the integer column it is a 400, not a database error. */
export const idParams = z.object({ id: recordIdText() });

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
