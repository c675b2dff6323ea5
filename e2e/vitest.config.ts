import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time unless E2E_WORKERS says more; each worker has its own server (support/shared-server.ts).
    maxWorkers: E2E_WORKERS,
    // A screen waits on a real server, and on a busy 2-core machine that takes longer than poll's 1 s default.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
