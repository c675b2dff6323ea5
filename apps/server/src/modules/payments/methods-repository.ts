import type { PaymentMethod } from '@adcontrol/domain/payments/payment';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods } from './schema';

const columns = {
  id: paymentMethods.id,
  code: paymentMethods.code,
  name: paymentMethods.name,
  isActive: paymentMethods.isActive,
};

/** Every method, or the active ones only; active first, then as they were added. */
export async function findPaymentMethods(
  db: Db,
  { activeOnly }: { activeOnly: boolean },
): Promise<PaymentMethod[]> {
  const query = db.select(columns).from(paymentMethods).$dynamic();
  if (activeOnly) query.where(eq(paymentMethods.isActive, true));
  return query.orderBy(desc(paymentMethods.isActive), asc(paymentMethods.id));
}

export async function insertPaymentMethod(
  db: Db,
  values: { name: string; createdBy: number },
): Promise<PaymentMethod | undefined> {
  const [row] = await db.insert(paymentMethods).values(values).returning(columns);
  return row;
}

/** The method, its row locked until the transaction ends. */
export async function lockPaymentMethod(db: Db, id: number): Promise<PaymentMethod | undefined> {
  const [row] = await db.select(columns).from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
  return row;
}

export async function setPaymentMethodRow(
  db: Db,
  id: number,
  isActive: boolean,
): Promise<PaymentMethod | undefined> {
  const [row] = await db
    .update(paymentMethods)
    .set({ isActive })
    .where(eq(paymentMethods.id, id))
    .returning(columns);
  return row;
}

export async function isActivePaymentMethod(db: Db, id: number): Promise<boolean> {
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.isActive, true)))
    .limit(1);
  return method !== undefined;
}
