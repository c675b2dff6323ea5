import { defineConfig } from 'drizzle-kit';

// After changing src/db/schema.ts: `npm run db:generate -w @adcontrol/server`, then check in the new SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
