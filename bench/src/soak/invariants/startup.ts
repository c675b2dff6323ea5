import { soakQuery } from '../database';

export interface StartupVerdict {
  /** Instances whose log says they seeded the demo: exactly one may. */
  seeders: string[];
  /** Migrations recorded, and how many distinct ones: each must be applied once. */
  migrations: { rows: number; distinct: number };
  /** The six demo accounts, each once. */
  demoAccounts: number;
}

/** What the simultaneous start left: every migration applied once, the demo seeded once. */
export async function judgeStartup(postgresUrl: string, seeders: string[]): Promise<StartupVerdict> {
  const [migrations] = await soakQuery<{ rows: number; distinct: number }>(
    postgresUrl,
    'select count(*)::int as rows, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
  );
  const [accounts] = await soakQuery<{ count: number }>(
    postgresUrl,
    `select count(*)::int as count from accounts where email like '%@demo.adcontrol.test'`,
  );
  return {
    seeders,
    migrations: migrations ?? { rows: 0, distinct: 0 },
    demoAccounts: accounts?.count ?? 0,
  };
}

export function startupProblems(verdict: StartupVerdict): string[] {
  const problems: string[] = [];
  if (verdict.seeders.length !== 1) {
    problems.push(
      `the demo was seeded by ${verdict.seeders.length} instances (${verdict.seeders.join(', ')})`,
    );
  }
  if (verdict.migrations.rows !== verdict.migrations.distinct) {
    problems.push(`${verdict.migrations.rows - verdict.migrations.distinct} migrations applied twice`);
  }
  if (verdict.demoAccounts !== 6) problems.push(`${verdict.demoAccounts} demo accounts instead of 6`);
  return problems;
}
