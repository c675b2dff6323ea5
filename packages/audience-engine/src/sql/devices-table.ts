import { type DeviceBatch, type PopulationInfo, SEEN_PLACES } from '../population/schema';
import { ageBandCode } from '../query/compile';

/** Runs one statement: `pg`'s Pool/Client and PGlite both fit. */
export type SqlQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Where the population lives in PostgreSQL; a schema-qualified name is allowed. */
export interface DevicesTables {
  devices: string;
  seen: string;
  catalog: string;
}

export const DEFAULT_TABLES: DevicesTables = {
  devices: 'devices',
  seen: 'device_seen_locations',
  catalog: 'device_population',
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

export function checkedTables(tables: DevicesTables): DevicesTables {
  for (const name of Object.values(tables)) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain table name: ${name}`);
  }
  return tables;
}

/**
 * One row per device (codes as in the population's catalog, apps as a smallint array) and one row per
 * recently seen location. With Citus, `devices` and `seen` are distributed by device_id.
 */
export async function createDevicesTables(
  query: SqlQuery,
  tables: DevicesTables = DEFAULT_TABLES,
): Promise<void> {
  const { devices, seen, catalog } = checkedTables(tables);
  await query(`DROP TABLE IF EXISTS ${devices}, ${seen}, ${catalog}`);
  await query(`CREATE TABLE ${catalog} (id integer PRIMARY KEY, info jsonb NOT NULL)`);
  await query(`CREATE TABLE ${devices} (
    device_id integer PRIMARY KEY,
    ad_id text NOT NULL,
    country smallint NOT NULL,
    home_lat real NOT NULL,
    home_lon real NOT NULL,
    model smallint NOT NULL,
    carrier smallint NOT NULL,
    language smallint NOT NULL,
    gender smallint NOT NULL,
    age smallint NOT NULL,
    age_band smallint NOT NULL,
    socio_economic_level smallint NOT NULL,
    battery smallint NOT NULL,
    apps smallint[] NOT NULL
  )`);
  await query(`CREATE TABLE ${seen} (device_id integer NOT NULL, lat real NOT NULL, lon real NOT NULL)`);
}

export async function savePopulationInfo(query: SqlQuery, info: PopulationInfo, tables = DEFAULT_TABLES) {
  await query(`INSERT INTO ${checkedTables(tables).catalog} (id, info) VALUES (1, $1)`, [
    JSON.stringify(info),
  ]);
}

export async function readPopulationInfo(query: SqlQuery, tables = DEFAULT_TABLES): Promise<PopulationInfo> {
  const { rows } = await query(`SELECT info FROM ${checkedTables(tables).catalog} WHERE id = 1`);
  const info = rows[0]?.info;
  if (!info) throw new Error(`${tables.catalog} holds no population`);
  return (typeof info === 'string' ? JSON.parse(info) : info) as PopulationInfo;
}

/**
 * The indexes the counts use: a GiST index on each location (a box narrows, the exact distance decides), a
 * GIN index on the apps array, and a B-tree per attribute, which PostgreSQL combines in bitmap scans.
 */
export async function createDevicesIndexes(
  query: SqlQuery,
  tables: DevicesTables = DEFAULT_TABLES,
): Promise<void> {
  const { devices, seen } = checkedTables(tables);
  const base = devices.replace('.', '_');
  await query(`CREATE INDEX ${base}_home ON ${devices} USING gist (point(home_lon, home_lat))`);
  await query(`CREATE INDEX ${base}_seen ON ${seen} USING gist (point(lon, lat))`);
  await query(`CREATE INDEX ${base}_apps ON ${devices} USING gin (apps)`);
  for (const column of [
    'country',
    'model',
    'carrier',
    'language',
    'gender',
    'age_band',
    'socio_economic_level',
    'battery',
  ]) {
    await query(`CREATE INDEX ${base}_${column} ON ${devices} (${column})`);
  }
  await query(`ANALYZE ${devices}`);
  await query(`ANALYZE ${seen}`);
}

/** Inserts a batch with one statement per table (arrays unnested); COPY is faster for large populations. */
export async function insertDeviceBatch(
  query: SqlQuery,
  batch: DeviceBatch,
  tables = DEFAULT_TABLES,
): Promise<void> {
  const { devices, seen } = checkedTables(tables);
  const rows = devicesRows(batch);
  await query(
    `INSERT INTO ${devices} SELECT d.device_id, d.ad_id, d.country, d.home_lat, d.home_lon, d.model, d.carrier,
       d.language, d.gender, d.age, d.age_band, d.socio_economic_level, d.battery, d.apps::smallint[]
     FROM unnest($1::integer[], $2::text[], $3::smallint[], $4::real[], $5::real[], $6::smallint[], $7::smallint[],
       $8::smallint[], $9::smallint[], $10::smallint[], $11::smallint[], $12::smallint[], $13::smallint[], $14::text[])
       AS d(device_id, ad_id, country, home_lat, home_lon, model, carrier, language, gender, age, age_band,
         socio_economic_level, battery, apps)`,
    rows,
  );
  const seenIds = Array.from(
    { length: batch.length * SEEN_PLACES },
    (_, at) => batch.deviceId[Math.floor(at / SEEN_PLACES)],
  );
  await query(`INSERT INTO ${seen} SELECT * FROM unnest($1::integer[], $2::real[], $3::real[])`, [
    seenIds,
    Array.from(batch.seenLat),
    Array.from(batch.seenLon),
  ]);
}

function devicesRows(batch: DeviceBatch): unknown[] {
  const list = (values: ArrayLike<number>) => Array.from(values);
  return [
    list(batch.deviceId),
    batch.adId ?? Array.from({ length: batch.length }, () => ''),
    list(batch.country),
    list(batch.homeLat),
    list(batch.homeLon),
    list(batch.model),
    list(batch.carrier),
    list(batch.language),
    list(batch.gender),
    list(batch.age),
    Array.from(batch.age, (age) => ageBandCode(age)),
    list(batch.socioEconomicLevel),
    list(batch.battery),
    Array.from({ length: batch.length }, (_, row) => appsLiteral(batch, row)),
  ];
}

/** A device's apps as a PostgreSQL array literal, e.g. `{3,17,204}`. */
export function appsLiteral(batch: DeviceBatch, row: number): string {
  const from = batch.appOffsets[row] ?? 0;
  const to = batch.appOffsets[row + 1] ?? 0;
  return `{${Array.from(batch.apps.subarray(from, to)).join(',')}}`;
}
