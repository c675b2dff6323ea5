/**
 * How many test files run at once (E2E_WORKERS, default 1). Each worker drives a demo server of its own
 * (global-setup.ts), so files in parallel never share demo data. On the 2-core CI machine one is fastest: a
 * page's work is CPU-bound (browser, server and test runner share the cores), and two workers made every test
 * take twice as long (docs/decisions/028).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 1);
