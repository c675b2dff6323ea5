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
  // SQL twins of domain rules, evaluated in a PGlite of their own (test/helpers/sql-twin.ts).
  'src/db/delivery-metric.test.ts',
  'src/db/needed-capping.test.ts',
  'src/db/network-day.test.ts',
  'test/mail.test.ts',
  // Starts the real app in its own process, on its own embedded database.
  'test/supervision.test.ts',
  'test/api/campaigns-validation-*.test.ts',
  'test/api/campaign-uploads-*.test.ts',
  'test/api/avatar.test.ts',
  'test/api/places.test.ts',
  'test/api/playstore.test.ts',
  'test/api/audiences-lookups.test.ts',
  'test/api/openapi.test.ts',
  'test/api/web-app.test.ts',
  'test/api/client-config.test.ts',
  'test/api/previews.test.ts',
  'test/api/upload-bombs.test.ts',
  'test/api/truncated-uploads.test.ts',
  'test/api/creative-media-addresses.test.ts',
];

/**
 * Server test files share their worker's modules (`isolate: false`): each file otherwise imports the whole app
 * again, which took more of the server projects' time than the tests themselves. A file that replaces a module
 * (`vi.mock`) needs modules of its own, so it runs in a project that isolates it.
 */
const REPLACING_MODULES = ['test/api/statistics-report-failure.test.ts'];

function serverProject(
  name: string,
  databaseUrl: string,
  { include = ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude = [] as string[], isolate = false } = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: './apps/server',
      environment: 'node',
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      isolate,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Migrates once per run; each test's database starts as a copy (test/helpers/migrated-template.ts).
      globalSetup: ['./test/helpers/migrated-template.ts'],
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
          // Property tests draw a hundred inputs: tens of milliseconds alone, seconds while the server projects
          // keep both cores busy (Vitest's 5 s default failed "takes every web address" in a full run).
          testTimeout: 20_000,
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
      serverProject('server', '', { exclude: REPLACING_MODULES }),
      serverProject('server-isolated', '', { include: REPLACING_MODULES, isolate: true }),
      ...(postgresUrl
        ? [
            serverProject('server-postgres', postgresUrl, {
              exclude: [...DATABASE_FREE, ...REPLACING_MODULES],
            }),
          ]
        : []),
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
