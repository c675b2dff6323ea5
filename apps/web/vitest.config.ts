import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { messagesByLanguage } from './messages-by-language';

export default defineProject({
  plugins: [react(), messagesByLanguage()],
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
