import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'adcontrol-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database, demo data, a secret kept in the data directory', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemoData: true, dataDir });
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(config.jwtSecret);
  });

  it('prices with the shipped exchange rates unless EXCHANGE_RATES replaces the whole dated table', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).exchangeRates).toMatchObject({
      date: '2026-11-02',
      perUsd: { CLP: 940, USD: 1 },
    });
    const perUsd = { CLP: 951, ARS: 1190, COP: 3950, MX: 18.1, PEN: 3.7, PAB: 1, EUR: 0.94, USD: 1 };
    const fresh = loadConfig({
      DATA_DIR: dataDir,
      EXCHANGE_RATES: JSON.stringify({ date: '2026-11-24', perUsd }),
    });
    expect(fresh.exchangeRates).toEqual({ date: '2026-11-24', perUsd });
    expect(() => loadConfig({ DATA_DIR: dataDir, EXCHANGE_RATES: '{"date":"2026-11-24"' })).toThrow(
      'EXCHANGE_RATES: must be JSON',
    );
    const partial = JSON.stringify({ date: '2026-11-24', perUsd: { CLP: 951 } });
    expect(() => loadConfig({ DATA_DIR: dataDir, EXCHANGE_RATES: partial })).toThrow(
      'EXCHANGE_RATES.perUsd.ARS',
    );
  });

  it('starts the delivery simulator beside the app on the next port unless both delivery servers are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).delivery).toMatchObject({
      newtonUrl: 'http://127.0.0.1:4001/newton',
      sinewUrl: 'http://127.0.0.1:4001/sinew',
      simulatorPort: 4001,
    });
    const real = loadConfig({
      DATA_DIR: dataDir,
      NEWTON_URL: 'https://newton.example/api',
      SINEW_URL: 'https://sinew.example',
    });
    expect(real.delivery).toMatchObject({
      newtonUrl: 'https://newton.example/api',
      sinewUrl: 'https://sinew.example',
      simulatorPort: null,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SINEW_URL: 'sinew' })).toThrow('SINEW_URL');
  });

  it('uses the offline exchange unless EXCHANGE_URL names a real one, syncing every minute by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).exchange).toEqual({ url: null, syncIntervalMs: 60_000 });
    const real = loadConfig({
      DATA_DIR: dataDir,
      EXCHANGE_URL: 'https://exchange.example/v1',
      EXCHANGE_SYNC_INTERVAL_MS: '5000',
    });
    expect(real.exchange).toEqual({ url: 'https://exchange.example/v1', syncIntervalMs: 5_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir, EXCHANGE_URL: 'exchange' })).toThrow('EXCHANGE_URL');
    expect(() => loadConfig({ DATA_DIR: dataDir, EXCHANGE_SYNC_INTERVAL_MS: '10' })).toThrow(
      'EXCHANGE_SYNC_INTERVAL_MS',
    );
  });

  it('names every wrong variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n' +
          '  PORT: Invalid input: expected number, received NaN\n' +
          '  DATABASE_URL: must be a postgres:// or postgresql:// URL\n' +
          '  LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
      ),
    );
  });

  it('sends e-mail to the outbox and counts limits in the database unless SMTP and Redis are given', () => {
    const plain = loadConfig({ DATA_DIR: dataDir, PORT: '4000' });
    expect(plain).toMatchObject({
      publicUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      redisUrl: undefined,
      authRateLimit: { perIp: 60, perAccount: 10, windowSeconds: 900 },
    });
    const configured = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://ads.example.com/',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
    });
    expect(configured).toMatchObject({
      publicUrl: 'https://ads.example.com',
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      redisUrl: 'redis://127.0.0.1:6379',
      authRateLimit: { perAccount: 5 },
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.com', REDIS_URL: 'localhost' }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL\n {2}REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('in production needs a JWT secret and turns demo data off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET: required/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(config.seedDemoData).toBe(false);
  });

  it('waits 5 s unready on SIGTERM in production only, unless SHUTDOWN_DELAY_MS says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir };
    expect(loadConfig(production).shutdownDelayMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '15000' }).shutdownDelayMs).toBe(15_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('resolves a relative data directory from where the command was typed', () => {
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: dataDir, JWT_SECRET: 'y'.repeat(40) }).dataDir).toBe(
      join(dataDir, 'data'),
    );
  });
});
