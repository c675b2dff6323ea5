import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  type ExchangeRates,
  exchangeRatesSchema,
  SHIPPED_EXCHANGE_RATES,
} from './modules/campaigns/exchange-rates';

/** The pre-stop delay in production: a balancer probing every 2 s has seen two failed checks by then. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Streaming replicas of DATABASE_URL for reads that tolerate their lag, comma-separated (docs/decisions/070). */
  DATABASE_READ_URL: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must be postgres:// or postgresql:// URLs separated by commas'),
      ),
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a just-spent refresh token still answers the pair it was exchanged for (docs/decisions/043). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** How long an instance trusts its last look at a session; the bound on a revocation's delay elsewhere. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(2_000).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_ENV: z.string().min(1).default('development'),
  SUPPORT_URL: z.url().default('https://forms.gle/adcontrol-support'),
  /** Raster tiles for the audience map (`{z}/{x}/{y}`); unset, the map draws the shipped offline base map. */
  MAP_TILE_URL: z.string().max(500).optional(),
  SEED_DEMO_DATA: booleanText.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** How long SIGTERM may take to drain requests and workers before the process exits anyway (decision 045). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /**
   * On SIGTERM, how long the instance answers unready while still serving before it stops accepting and drains
   * (docs/decisions/071): long enough for a load balancer's health checks to take it out.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SPECIAL_ADMIN_EMAILS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be comma-separated e-mail addresses')))
    .optional(),
  IP_GEOLOCATION_URL: z
    .url()
    .refine((url) => url.includes('{ip}'), 'must contain {ip} where the address goes')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('adcontrol <no-reply@adcontrol.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  PUBLIC_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  PUBLIC_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How long a Control list answer may be served from memory at most (docs/decisions/024); 0 turns it off. */
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /** How many campaign rows the cached Control list answers may hold together (least recently used go first). */
  LIST_CACHE_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** A Nominatim-compatible place search service; unset, the shipped gazetteer answers. */
  PLACES_URL: z.url().optional(),
  AUDIENCE_POPULATION_FILE: z.string().min(1).optional(),
  AUDIENCE_DEFAULT_DEVICES: z.coerce.number().int().min(100).max(5_000_000).default(100_000),
  AUDIENCE_COUNTER: z.enum(['engine', 'postgres']).default('engine'),
  /** JSON `{"date":"YYYY-MM-DD","perUsd":{...}}` replacing the shipped exchange rates (docs/decisions/024). */
  EXCHANGE_RATES: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(exchangeRatesSchema)
    .optional(),
  AUDIENCE_DEVICES_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** The delivery servers; unset, the delivery simulator started beside the app stands in (docs/decisions/030). */
  NEWTON_URL: z.url().optional(),
  SINEW_URL: z.url().optional(),
  SIMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DELIVERY_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
  DELIVERY_STATISTICS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  DELIVERY_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(300_000),
  /** The programmatic exchange; unset, the offline exchange in the database stands in (docs/decisions/035). */
  EXCHANGE_URL: z.url().optional(),
  EXCHANGE_SYNC_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /**
   * Prometheus metrics (docs/decisions/066). Never public by default: without these, /metrics answers 404. The
   * token, when set, is asked of every scrape as `Authorization: Bearer <token>`; the port serves /metrics on
   * a listener of its own at METRICS_HOST (loopback unless set), for a scraper on the same host or network.
   */
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Which peers' X-Forwarded-For is believed (the client address rate limits and the activity log use):
   * comma-separated addresses or CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`; `none` believes no one.
   * By default only a proxy on this host (loopback): a client that reaches the app directly cannot name
   * another address to escape its limits.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[\w.:/,\s-]+$/, 'must be addresses or CIDR ranges separated by commas, or none')
    .default('loopback'),
});

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Replicas of `databaseUrl` that reads tolerating lag go to, round robin; empty with the embedded database. */
  databaseReadUrls: string[];
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Sessions (docs/decisions/043): the refresh reuse grace window and the per-instance session cache. */
  sessions: { reuseGraceSeconds: number; cacheMs: number };
  logLevel: string;
  appEnv: string;
  supportUrl: string;
  mapTileUrl: string | null;
  seedDemoData: boolean;
  bodyLimitBytes: number;
  /** The bound on a graceful shutdown: past it the process exits with requests or workers still running. */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long readiness answers 503 while requests are still served, before the drain begins. */
  shutdownDelayMs: number;
  webDistDir: string;
  version: string;
  /** Admins who may create admins and sign into other admins (SPEC 6), lower case. */
  specialAdminEmails: string[];
  /** An IP-geolocation web service with `{ip}` in it; unset, the shipped offline table answers alone. */
  ipGeolocationUrl: string | undefined;
  /** Where people reach the web app; links in e-mails start with it. No trailing slash. */
  publicUrl: string;
  /** An SMTP server for e-mail; unset, e-mails go to the outbox directory under DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Redis for shared counters when set; otherwise they live in the database. */
  redisUrl: string | undefined;
  /** The proxies whose X-Forwarded-For names the client (Fastify's trustProxy); false believes none. */
  trustProxy: string[] | false;
  /** Sign-in, sign-up, forgot and reset attempts allowed per window, per IP and per account. */
  authRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /** Requests without a session (the public audience demo) allowed per IP and window. */
  publicRateLimit: { perIp: number; windowSeconds: number };
  /** The Control list's answer cache: the longest an answer is served (0: never cached) and the rows held. */
  listCache: { ttlSeconds: number; maxRows: number };
  /** A Nominatim-compatible place search service; unset, the shipped gazetteer answers place searches. */
  placesUrl: string | undefined;
  /** The device population the audience engine counts: an Arrow file, or a generated one of `defaultDevices`. */
  audience: {
    populationFile: string | undefined;
    defaultDevices: number;
    /** engine: in memory (the default); postgres: SQL over the devices table at devicesDatabaseUrl. */
    counter: 'engine' | 'postgres';
    devicesDatabaseUrl: string | undefined;
  };
  /** Units of each currency per US dollar as of a date: the shipped table unless EXCHANGE_RATES replaces it. */
  exchangeRates: ExchangeRates;
  delivery: DeliveryConfig;
  /** The programmatic exchange: its URL (null: the offline exchange) and how often its deals are synced. */
  exchange: { url: string | null; syncIntervalMs: number };
  metrics: MetricsConfig;
}

/** Who may read /metrics (docs/decisions/066); with neither a token nor a port, nobody: it answers 404. */
export interface MetricsConfig {
  /** Asked of every scrape as a bearer token; null: the public listener does not serve /metrics. */
  token: string | null;
  /** A listener of its own for /metrics at `host`; null: none. */
  port: number | null;
  host: string;
}

export interface DeliveryConfig {
  newtonUrl: string;
  sinewUrl: string;
  /** The port of the delivery simulator the app starts beside itself; null when both servers are configured. */
  simulatorPort: number | null;
  workerIntervalMs: number;
  statisticsIntervalMs: number;
  retry: { baseMs: number; maxMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once at start-up; a wrong value stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (values.AUDIENCE_COUNTER === 'postgres' && !values.AUDIENCE_DEVICES_DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AUDIENCE_DEVICES_DATABASE_URL: required when AUDIENCE_COUNTER=postgres',
    );
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where the command was typed.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrls: values.DATABASE_URL ? (values.DATABASE_READ_URL ?? []) : [],
    jwtSecret: new TextEncoder().encode(values.JWT_SECRET ?? localSecret(dataDir)),
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    sessions: { reuseGraceSeconds: values.REFRESH_REUSE_GRACE_SECONDS, cacheMs: values.SESSION_CACHE_MS },
    logLevel: values.LOG_LEVEL,
    appEnv: values.APP_ENV,
    supportUrl: values.SUPPORT_URL,
    mapTileUrl: values.MAP_TILE_URL ?? null,
    seedDemoData: values.SEED_DEMO_DATA ?? !isProduction,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    // A balancer probing every 2 s takes an instance out after two failed checks; outside production nothing
    // probes, and a restart (`npm run dev`'s reload, Ctrl-C) should not wait.
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS ?? (isProduction ? DEFAULT_SHUTDOWN_DELAY_MS : 0),
    webDistDir: resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    version: readVersion(),
    // Outside production the demo admin is special, so the demo can show admin-only account rights.
    specialAdminEmails: values.SPECIAL_ADMIN_EMAILS ?? (isProduction ? [] : ['admin@demo.adcontrol.test']),
    ipGeolocationUrl: values.IP_GEOLOCATION_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    redisUrl: values.REDIS_URL,
    trustProxy:
      values.TRUST_PROXY === 'none'
        ? false
        : values.TRUST_PROXY.split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    authRateLimit: {
      perIp: values.AUTH_RATE_LIMIT_PER_IP,
      perAccount: values.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    publicRateLimit: {
      perIp: values.PUBLIC_RATE_LIMIT_PER_IP,
      windowSeconds: values.PUBLIC_RATE_LIMIT_WINDOW_SECONDS,
    },
    listCache: { ttlSeconds: values.LIST_CACHE_SECONDS, maxRows: values.LIST_CACHE_ROWS },
    placesUrl: values.PLACES_URL,
    audience: {
      populationFile: values.AUDIENCE_POPULATION_FILE
        ? resolve(env.INIT_CWD ?? process.cwd(), values.AUDIENCE_POPULATION_FILE)
        : undefined,
      defaultDevices: values.AUDIENCE_DEFAULT_DEVICES,
      counter: values.AUDIENCE_COUNTER,
      devicesDatabaseUrl: values.AUDIENCE_DEVICES_DATABASE_URL,
    },
    exchangeRates: values.EXCHANGE_RATES ?? SHIPPED_EXCHANGE_RATES,
    delivery: deliveryConfig(values),
    exchange: { url: values.EXCHANGE_URL ?? null, syncIntervalMs: values.EXCHANGE_SYNC_INTERVAL_MS },
    metrics: {
      token: values.METRICS_TOKEN ?? null,
      port: values.METRICS_PORT ?? null,
      host: values.METRICS_HOST,
    },
  };
}

function deliveryConfig(values: z.output<typeof environmentSchema>): DeliveryConfig {
  const isSimulated = !values.NEWTON_URL || !values.SINEW_URL;
  const simulatorPort = values.SIMULATOR_PORT ?? (values.PORT === 0 ? 0 : values.PORT + 1);
  const simulator = `http://127.0.0.1:${simulatorPort}`;
  return {
    newtonUrl: values.NEWTON_URL ?? `${simulator}/newton`,
    sinewUrl: values.SINEW_URL ?? `${simulator}/sinew`,
    simulatorPort: isSimulated ? simulatorPort : null,
    workerIntervalMs: values.DELIVERY_WORKER_INTERVAL_MS,
    statisticsIntervalMs: values.DELIVERY_STATISTICS_INTERVAL_MS,
    retry: { baseMs: values.DELIVERY_RETRY_BASE_MS, maxMs: values.DELIVERY_RETRY_MAX_MS },
  };
}

function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * Outside production a signing secret is made once and kept in the data directory, so sessions survive
 * restarts without any set-up. Production must set JWT_SECRET (shared by every instance).
 */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version;
}
