import type { ActivityReference } from '@adcontrol/domain/activity/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/schema';
import { audiences } from '../audiences/schema';
import { campaigns } from '../campaigns/schema';
import { paymentMethods } from '../payments/schema';
import { company } from './repository';

const advertiserLabel = sql<string>`${sql.raw(company('accounts'))}`;

/** The names of the ids of one kind, read in one query. */
export function namesOf(
  db: Db,
  kind: ActivityReference,
  ids: number[],
): Promise<{ id: number; name: string }[]> {
  switch (kind) {
    case 'account':
      return db
        .select({ id: accounts.id, name: advertiserLabel })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    case 'campaign':
      return db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(inArray(campaigns.id, ids));
    case 'audience':
      return db
        .select({ id: audiences.id, name: audiences.name })
        .from(audiences)
        .where(inArray(audiences.id, ids));
    case 'payment_method':
      return db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(inArray(paymentMethods.id, ids));
  }
}
