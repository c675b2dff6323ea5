import type { PaymentMethod } from '@adcontrol/domain/payments/payment';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordActivity } from '../activity/service';
import type { Actor } from '../scope/actor';
import {
  findPaymentMethods,
  insertPaymentMethod,
  lockPaymentMethod,
  setPaymentMethodRow,
} from './methods-repository';

/** Admins see every method (to reactivate one); everyone else the active ones, which the form offers. */
export async function listPaymentMethods(db: Db, actor: Actor): Promise<PaymentMethod[]> {
  return findPaymentMethods(db, { activeOnly: !can(actor.role, 'payments.review') });
}

export async function createPaymentMethod(db: Db, actor: Actor, name: string): Promise<PaymentMethod> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertPaymentMethod(tx, { name, createdBy: actor.accountId });
      if (!row) throw new Error('the payment method was not inserted');
      await recordActivity(tx, actor, 'payment_method', row.id, 'payment_method.created', { name });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'A payment method with this name already exists', { field: 'name' });
    }
    throw error;
  }
}

/** Deactivating keeps the method on past payments and takes it off the form; reactivating puts it back. */
export async function setPaymentMethodActive(
  db: Db,
  actor: Actor,
  id: number,
  isActive: boolean,
): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    const current = await lockPaymentMethod(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Payment method not found');
    if (current.isActive === isActive) return current;
    const row = await setPaymentMethodRow(tx, id, isActive);
    await recordActivity(tx, actor, 'payment_method', id, 'payment_method.updated', {
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return row ?? current;
  });
}
