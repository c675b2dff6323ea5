// Plain values, no zod: the web app's accounts list reads them in its first view (decision 013).

/** What the accounts list can be sorted by. */
export const ACCOUNT_SORT_FIELDS = ['firstName', 'company', 'email', 'role', 'createdAt'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
