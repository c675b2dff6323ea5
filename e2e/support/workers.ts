/**
 * How many test files run at once. Each worker drives its own shared server (global-setup.ts), so files in
 * parallel never share demo data; two keep both cores of the CI machine busy while a page waits on its server.
 */
export const E2E_WORKERS = 2;
