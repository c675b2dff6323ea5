import { parseArgs } from 'node:util';

export interface SoakOptions {
  /** App instances behind the balancer. */
  instances: number;
  /** How long the virtual users work, in seconds (faults are placed within it). */
  durationSeconds: number;
  isSmoke: boolean;
  /** Virtual users of each of the six roles. */
  usersPerRole: number;
  /** Keep the soak database after the run (for looking). */
  keep: boolean;
  /** Where the JSON report and the processes' logs go. */
  outDir: string;
  postgresUrl: string;
  redisUrl: string;
  /** Make a streaming replica of the server and let the instances read there (DATABASE_READ_URL, decision 070). */
  hasReplica: boolean;
}

const HELP = `npm run soak -- [--smoke] [--minutes 10] [--instances 3] [--users-per-role 2] [--keep] [--out DIR]
  --smoke            60 s with every fault compressed into it
  --minutes N        how long the virtual users work (default 10)
  --instances N      app instances behind nginx (default 3)
  --users-per-role N virtual users of each role (default 2; 1 in smoke mode)
  --keep             keep the adcontrol_soak database afterwards
  --replica          make a streaming replica (pg_basebackup) on another port and read there (DATABASE_READ_URL)
  --out DIR          where the report and logs go (default bench/results/soak/<time>)
Environment: SOAK_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres), SOAK_REDIS_URL (redis://127.0.0.1:6379)`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not "${text}"`);
  return value;
}

export function parseOptions(argv: string[]): SoakOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      smoke: { type: 'boolean', default: false },
      minutes: { type: 'string' },
      instances: { type: 'string' },
      'users-per-role': { type: 'string' },
      keep: { type: 'boolean', default: false },
      replica: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return null;
  }
  const isSmoke = values.smoke ?? false;
  const minutes = positive('minutes', values.minutes, 10);
  const instances = Math.round(positive('instances', values.instances, 3));
  if (instances < 2) throw new Error('--instances must be at least 2: the list and session checks need two');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return {
    instances,
    durationSeconds: isSmoke ? 60 : Math.round(minutes * 60),
    isSmoke,
    usersPerRole: Math.round(positive('users-per-role', values['users-per-role'], isSmoke ? 1 : 2)),
    keep: values.keep ?? false,
    outDir: values.out ?? new URL(`../../results/soak/${stamp}`, import.meta.url).pathname,
    postgresUrl: process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379',
    hasReplica: values.replica ?? false,
  };
}
