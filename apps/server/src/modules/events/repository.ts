import type { LoginEventsResponse } from '@adcontrol/domain/events/contracts';
import { networkDayEnd, networkDayStart } from '@adcontrol/domain/rules/date-format';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginEvents } from '../../db/schema';

export interface LoginEventFilter {
  page: number;
  limit: number;
  accountId?: number | undefined;
  email?: string | undefined;
  success?: 'true' | 'false' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function conditions(filter: LoginEventFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.accountId) parts.push(eq(loginEvents.accountId, filter.accountId));
  if (filter.email) parts.push(sql`lower(${loginEvents.email}) = ${filter.email.toLowerCase()}`);
  if (filter.success) parts.push(eq(loginEvents.success, filter.success === 'true'));
  if (filter.from) parts.push(gte(loginEvents.createdAt, networkDayStart(filter.from)));
  if (filter.to) parts.push(lte(loginEvents.createdAt, networkDayEnd(filter.to)));
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function findLoginEvents(db: Db, filter: LoginEventFilter): Promise<LoginEventsResponse> {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginEvents)
      .where(where)
      .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(loginEvents).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    events: rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      email: row.email,
      success: row.success,
      ip: row.ip,
      userAgent: row.userAgent,
      actingAccountId: row.actingAccountId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function insertLoginEvent(db: Db, values: typeof loginEvents.$inferInsert): Promise<void> {
  await db.insert(loginEvents).values(values);
}
