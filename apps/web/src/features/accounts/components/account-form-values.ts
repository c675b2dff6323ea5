import type { CreateAccountRequest, UpdateAccountRequest } from '@adcontrol/domain/accounts/contracts';
import type { FieldNamesMarkedBoolean } from 'react-hook-form';
import { withoutBlanks } from '../../../lib/form-values';
import { hasLinkedAdvertisers } from '../permissions';

export type AccountFormValues = Required<
  Pick<CreateAccountRequest, 'firstName' | 'email' | 'role' | 'password'>
> &
  Omit<CreateAccountRequest, 'firstName' | 'email' | 'role' | 'password' | 'parentId'>;

/** A new account: blank optional fields are left out, and links only for the roles that carry them. */
export function toCreateRequest(values: AccountFormValues): CreateAccountRequest {
  const { advertisersLinked, ...rest } = values;
  return withoutBlanks({
    ...rest,
    ...(hasLinkedAdvertisers(values.role) ? { advertisersLinked } : {}),
  });
}

/** A change sends only what the user changed: a PATCH of untouched fields could only fail or overwrite. */
export function toUpdateRequest(
  values: AccountFormValues,
  dirty: Partial<FieldNamesMarkedBoolean<AccountFormValues>>,
): UpdateAccountRequest {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(dirty) as (keyof AccountFormValues)[]) {
    if (key === 'advertisersLinked' && !hasLinkedAdvertisers(values.role)) continue;
    changed[key] = values[key];
  }
  if (changed.password === '') delete changed.password;
  return changed as UpdateAccountRequest;
}
