import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The SQL twin of the domain's `sellerLabel` (rules/seller-label.ts): "Company (First Last)", either part alone,
 * or null. Lists show it and sort by it, so the column reads as the seller filter offers.
 */
export function sellerLabelSql(account: {
  company: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}): SQL<string | null> {
  const firm = sql`nullif(trim(${account.company}), '')`;
  const person = sql`nullif(concat_ws(' ', nullif(trim(${account.firstName}), ''), nullif(trim(${account.lastName}), '')), '')`;
  return sql<string | null>`coalesce(${firm} || ' (' || ${person} || ')', ${firm}, ${person})`;
}
