import type { Account } from '@adcontrol/domain/accounts/account';
import type { PaymentMethod } from '@adcontrol/domain/payments/payment';
import { BUILT_IN_PAYMENT_METHODS } from '@adcontrol/domain/payments/payment-values';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/account-names';

const BUILT_IN: readonly string[] = BUILT_IN_PAYMENT_METHODS;

/** A method's name in the reader's language: the built-in ones are translated, an admin's own keeps its name. */
export function useMethodName(): (method: Pick<PaymentMethod, 'code' | 'name'>) => string {
  const { t } = useTranslation();
  return (method) =>
    method.code && BUILT_IN.includes(method.code) ? t(`payments.methods.${method.code}`) : method.name;
}

/** An advertiser as the payments name it (the server's `advertiserName`): its company, else the person. */
export function advertiserLabel(
  account: Pick<Account, 'firstName' | 'lastName' | 'company' | 'email'>,
): string {
  return account.company?.trim() || fullName(account);
}
