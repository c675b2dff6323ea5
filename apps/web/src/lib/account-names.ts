import type { Account } from '@adcontrol/domain/accounts/account';
import { sellerLabel } from '@adcontrol/domain/rules/seller-label';

type Named = Pick<Account, 'firstName' | 'lastName' | 'company' | 'email'>;

/** SPEC 2: the logged-in label shows the first name or the company. */
export function displayName(account: Named): string {
  return account.firstName?.trim() || account.company?.trim() || account.email;
}

/** First and last name together, for lists; the company or e-mail when the account has no name. */
export function fullName(account: Named): string {
  const name = [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ');
  return name || account.company?.trim() || account.email;
}

/** Up to two letters for an avatar without a picture. */
export function initialsOf(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** How a seller reads in a filter: as the lists show it, "Company (First Last)" (its e-mail with neither). */
export function sellerChoiceLabel(seller: {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return sellerLabel(seller) ?? seller.email;
}

/** How an advertiser reads in a filter: its company, or the person's first name. */
export function advertiserChoiceLabel(advertiser: {
  company: string | null;
  firstName: string | null;
}): string {
  return advertiser.company || advertiser.firstName || '';
}
