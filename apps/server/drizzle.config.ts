import { defineConfig } from 'drizzle-kit';

// Each module keeps its tables beside it (modules/<area>/schema.ts, docs/decisions/060). After changing one:
// `npm run db:generate -w @adcontrol/server`, then check in the new SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
