/*
 * Every table, gathered from the modules that own them (`modules/<area>/schema.ts`, docs/decisions/060): the
 * database client and the relations need the whole set. Code reads a table through its module's repository;
 * drizzle-kit reads the module files themselves (drizzle.config.ts).
 *
 * Enumerated values are text columns with CHECK constraints rather than Postgres enums: adding a value is a
 * one-line constraint swap inside a transaction, and the TypeScript type still comes from packages/domain.
 */
export * from '../modules/accounts/schema';
export * from '../modules/activity/schema';
export * from '../modules/audiences/schema';
export * from '../modules/auth/schema';
export * from '../modules/campaigns/schema';
export * from '../modules/creatives/schema';
export * from '../modules/delivery/schema';
export * from '../modules/events/schema';
export * from '../modules/expenses/schema';
export * from '../modules/payments/schema';
export * from '../modules/presentations/schema';
export * from '../modules/programmatics/schema';
export * from '../modules/rate-limit/schema';
export * from '../modules/scheduled-reports/schema';
export * from '../modules/statistics/schema';
