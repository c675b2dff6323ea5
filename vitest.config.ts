import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API suite runs on in-memory PGlite and, when TEST_DATABASE_URL names a PostgreSQL server, a second time
 * against it (ARCHITECTURE 3). Both passes are projects of one run, so the workers share them with the other
 * projects instead of the PostgreSQL pass running alone afterwards.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

/**
 * The PostgreSQL pass is there for what the database does: the migrations, the seed and every API test that
 * stores or reads. Unit tests of modules and API tests whose answer never depends on the database (request
 * schemas, file checks, renderers, lookups in shipped tables) run once, on PGlite.
 */
const DATABASE_FREE = [
  'src/modules/**',
  'src/config.test.ts',
  'test/mail.test.ts',
  'test/api/campaigns-validation.test.ts',
  'test/api/campaign-uploads.test.ts',
  'test/api/avatar.test.ts',
  'test/api/places.test.ts',
  'test/api/playstore.test.ts',
  'test/api/audiences-lookups.test.ts',
  'test/api/openapi.test.ts',
  'test/api/web-app.test.ts',
  'test/api/client-config.test.ts',
  'test/api/previews.test.ts',
];

function serverProject(
  name: string,
  databaseUrl: string,
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: './apps/server',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...exclude],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // An empty value means PGlite (test/helpers/test-database.ts).
      env: { TEST_DATABASE_URL: databaseUrl },
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. The API
    // tests spend much of their time waiting on PGlite start-up and on PostgreSQL, so two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'audience-engine',
          root: './packages/audience-engine',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      serverProject('server', ''),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl, DATABASE_FREE)] : []),
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
