import {
  getAccount,
  listAccounts,
  listAdvertisersRaw,
  searchAccounts,
} from '@adcontrol/domain/accounts/contracts';

const lists = [listAccounts.operationId] as const;

/**
 * The query keys of what features read about accounts. Every list, searched or not, sits under `lists`, so a
 * create, change or delete makes them all stale with one key.
 */
export const accountKeys = {
  lists,
  /** One page of the accounts list (`GET /accounts?filter=`). */
  list: <F>(filter: F) => [...lists, filter] as const,
  /** A searched accounts list (`GET /accounts/search`), paged in the browser. */
  search: <F>(filter: F) => [...lists, 'search', filter] as const,
  /** The sellers and super sellers a campaign may be booked to, or filtered by. */
  sellerChoices: [...lists, 'seller choices'] as const,
  /** Accounts matching a few typed letters, for a person picker (`GET /accounts/search?q=`). */
  matches: (q: string) => [searchAccounts.operationId, q] as const,
  /** One account (`GET /accounts/:id`). */
  detail: (id: number) => [getAccount.operationId, id] as const,
  /** Every advertiser in the caller's scope (`GET /accounts/adv/raw`). */
  advertisers: [listAdvertisersRaw.operationId] as const,
};
