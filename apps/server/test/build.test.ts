import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CoordinateSheetResponse } from '@adcontrol/domain/audiences/contracts';
import type { HealthResponse } from '@adcontrol/domain/system/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerInto, SERVER_DIR } from '../build-into';
import { ENTRY_POINTS } from '../src/server-files';
import { freePort } from './helpers/free-port';
import { withAdminClient } from './helpers/test-database';

/**
 * The server as production runs it (docs/decisions/067): built with build.mjs, then started from the output with
 * plain node, no tsx. The migrations, the delivery simulator's process and the coordinates sheet's worker are all
 * found from the built files. On the PostgreSQL pass the built server migrates a new, empty database there.
 */
const METRICS_TOKEN = 'build-test-metrics-token';

let outdir: string;
let dataDir: string;
let databaseUrl = '';
let dropDatabase = async () => {};

beforeAll(async () => {
  // Beside src/, as dist/ is: the built files find apps/server's migrations and package.json one level up.
  outdir = await mkdtemp(join(SERVER_DIR, '.build-test-'));
  dataDir = await mkdtemp(join(tmpdir(), 'adc-build-'));
  await buildServerInto(outdir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `adc_build_${process.pid}_${Date.now()}`;
    await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      );
  }
}, 120_000);

let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await dropDatabase();
  for (const dir of [outdir, dataDir]) await rm(dir, { recursive: true, force: true, maxRetries: 3 });
});

async function answer(port: number, path: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${port}${path}`, init);
  } catch {
    return null;
  }
}

/** The command lines of a process's children (Linux). */
async function childCommands(pid: number): Promise<string[]> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/);
  return Promise.all(
    children.filter(Boolean).map(async (child) => {
      const command = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
      return command.split('\0').filter(Boolean).join(' ');
    }),
  );
}

async function coordinateSheet(): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Puntos');
  sheet.addRow(['nombre', 'lat', 'long', 'code', 'ratio']);
  sheet.addRow(['Santiago centro', -33.4489, -70.6693, 'CL', 2500]);
  return new Blob([await book.xlsx.writeBuffer()]);
}

describe('the built server', () => {
  it('has a built file for every process and worker the server starts, the workspace packages bundled in', async () => {
    const files = await readdir(outdir);
    for (const { built } of Object.values(ENTRY_POINTS)) expect(files).toContain(built);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(await readFile(join(outdir, file), 'utf8'), file).not.toMatch(/from\s*["']@adcontrol\//);
    }
  });

  it('starts with plain node, answers ready, and exits 0 on SIGTERM', async () => {
    const [port, simulatorPort] = [await freePort(), await freePort()];
    let output = '';
    const child = spawn(process.execPath, [join(outdir, 'main.js')], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'a-build-test-secret-of-at-least-32-characters',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        SIMULATOR_PORT: String(simulatorPort),
        LOG_LEVEL: 'warn',
        AUDIENCE_DEFAULT_DEVICES: '100',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        METRICS_TOKEN,
        // Nothing probes it here: it closes as soon as it is told to (test/supervision.test.ts times the delay).
        SHUTDOWN_DELAY_MS: '0',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));

    await expect
      .poll(async () => (await answer(port, '/api/health/ready'))?.status, { timeout: 60_000, interval: 250 })
      .toBe(200);
    const health = (await (await answer(port, '/api/health'))?.json()) as HealthResponse;
    expect(health.database).toMatchObject({ reachable: true, migrationsPending: 0 });
    expect(health.database.migrationsApplied, output).toBeGreaterThan(0);

    // The delivery simulator runs from its built file, as a process of its own.
    await expect
      .poll(async () => (await answer(simulatorPort, '/health'))?.ok, { timeout: 20_000, interval: 250 })
      .toBe(true);
    const commands = await childCommands(child.pid ?? 0);
    expect(commands).toEqual([`${process.execPath} ${join(outdir, 'simulator.js')}`]);

    // The coordinates sheet is read in a worker started from its built file.
    const form = new FormData();
    form.append('file', await coordinateSheet(), 'points.xlsx');
    const sheet = await answer(port, '/api/audiences/coordinates/unauthenticated', {
      method: 'POST',
      body: form,
    });
    expect(sheet?.status, output).toBe(200);
    const read = (await sheet?.json()) as CoordinateSheetResponse;
    expect(read.points).toMatchObject([{ name: 'Santiago centro', countryCode: 'CL', radio: 2500 }]);

    const metrics = await answer(port, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics?.text()).toContain('adcontrol_http_requests_total{');

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code, output).toBe(0);
    expect((await answer(simulatorPort, '/health'))?.ok ?? false).toBe(false);
  }, 120_000);
});
