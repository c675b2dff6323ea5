import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withClient } from './database';
import { freePort } from './processes';
import { announce } from './timeline';

/** Where Debian's PostgreSQL keeps its programs; the newest version there makes the replica. */
const POSTGRES_BIN_ROOT = '/usr/lib/postgresql';

export interface ReplicaLag {
  samples: number;
  /** How far the replica's replay was behind the primary's WAL, when sampled. */
  bytes: { p50: number; max: number };
  /** `pg_stat_replication.replay_lag`: how long the last replayed commit waited (null while idle). */
  ms: { p50: number; max: number };
  /** Transactions the replica's soak database ran while watched (pg_stat_database): the reads it answered. */
  transactions: number;
}

export interface Replica {
  /** The replica's server URL (the soak database on it is `soakDatabaseUrl(url)`). */
  url: string;
  port: number;
  /** Samples the lag every second until stopped; answers what it saw. */
  watch(primaryUrl: string, replicaUrl: string): () => ReplicaLag;
  stop(): void;
}

function binDir(): string {
  const versions = execFileSync('ls', [POSTGRES_BIN_ROOT], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const version = versions[0];
  if (!version) throw new Error(`--replica needs PostgreSQL's programs under ${POSTGRES_BIN_ROOT}`);
  return join(POSTGRES_BIN_ROOT, version, 'bin');
}

/** Runs a PostgreSQL program as the postgres user (the server refuses to run as root); fails with its words. */
function asPostgres(program: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  try {
    execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 20 * 60_000 });
  } catch (error) {
    const words = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    const hint = words.includes('no pg_hba.conf entry for replication')
      ? ' (the primary must accept replication connections: add `host replication all 127.0.0.1/32 trust` to its pg_hba.conf and reload it)'
      : '';
    throw new Error(`${program.split('/').pop()} failed: ${words || (error as Error).message}${hint}`);
  }
}

/**
 * A streaming replica of the server at `primaryUrl`: a base backup with `-R` (it follows the primary from where
 * the backup ended) in a directory of its own, started on a free port. The whole cluster is copied: its size
 * decides how long this takes.
 */
export async function makeReplica(primaryUrl: string): Promise<Replica> {
  const bin = binDir();
  const primary = new URL(primaryUrl);
  const parent = mkdtempSync(join(tmpdir(), 'adcontrol-soak-replica-'));
  if (process.getuid?.() === 0) chownSync(parent, uidOf('postgres'), gidOf('postgres'));
  const dataDir = join(parent, 'data');
  const port = await freePort();
  const started = Date.now();
  try {
    asPostgres(join(bin, 'pg_basebackup'), [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    announce(`replica: base backup taken in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Debian keeps the configuration outside the data directory, so the backup has none: the replica gets its own
    // (the replication settings -R wrote are in postgresql.auto.conf, which is in it).
    for (const [file, text] of [
      ['postgresql.conf', ''],
      ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
      ['pg_ident.conf', ''],
    ] as const) {
      const path = join(dataDir, file);
      if (existsSync(path)) continue;
      writeFileSync(path, text, { mode: 0o600 });
      if (process.getuid?.() === 0) chownSync(path, uidOf('postgres'), gidOf('postgres'));
    }
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(parent, 'replica.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${parent} -c hot_standby=on`,
      '-w',
      '-t',
      '120',
      'start',
    ]);
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
  const url = new URL(primaryUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  announce(`replica: streaming on port ${port} (data in ${dataDir})`);
  let isStopped = false;
  return {
    url: url.toString(),
    port,
    watch(primaryDatabaseUrl, replicaDatabaseUrl) {
      const bytes: number[] = [];
      const ms: number[] = [];
      const transactions: number[] = [];
      let isWatching = true;
      const loop = async () => {
        while (isWatching) {
          try {
            const [current] = await withClient(primaryDatabaseUrl, async (client) => {
              const { rows } = await client.query<{ lsn: string; lag: number | null }>(
                `select pg_current_wal_lsn()::text as lsn,
                  (select max(extract(epoch from replay_lag) * 1000)::float8 from pg_stat_replication) as lag`,
              );
              return rows;
            });
            const [replayed] = await withClient(replicaDatabaseUrl, async (client) => {
              const { rows } = await client.query<{ behind: string; transactions: string }>(
                `select greatest(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0)::text as behind,
                  (select xact_commit + xact_rollback from pg_stat_database where datname = current_database())::text
                    as transactions`,
                [current?.lsn],
              );
              return rows;
            });
            if (replayed) bytes.push(Number(replayed.behind));
            if (replayed) transactions.push(Number(replayed.transactions));
            if (current?.lag !== null && current?.lag !== undefined) ms.push(Math.round(current.lag));
          } catch {
            // The database fault refuses connections for a while: no sample then.
          }
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      };
      void loop();
      return () => {
        isWatching = false;
        // Less the watcher's own question, one a sample.
        const served = Math.max(
          0,
          (transactions[transactions.length - 1] ?? 0) - (transactions[0] ?? 0) - (transactions.length - 1),
        );
        return { samples: bytes.length, bytes: spread(bytes), ms: spread(ms), transactions: served };
      };
    },
    stop() {
      if (isStopped) return;
      isStopped = true;
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        announce(`replica: could not stop it: ${(error as Error).message}`);
      }
      if (existsSync(parent)) rmSync(parent, { recursive: true, force: true });
    },
  };
}

function spread(values: number[]): { p50: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

const uidOf = (user: string) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
const gidOf = (user: string) => Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
