import { performance } from 'node:perf_hooks';
import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import {
  type AudienceCounter,
  type AudienceCountResult,
  type CountedAttribute,
  type CountOptions,
  DEFAULT_ID_BATCH,
} from '../audience-counter';
import { type Circle, DEG } from '../geo/distance';
import type { PopulationInfo } from '../population/schema';
import { type CompiledQuery, compileQuery } from '../query/compile';
import { AGE_BAND_COUNT, type CountCube, emptyCube, GENDER_COUNT, summarize } from '../query/summarize';
import { checkedTables, DEFAULT_TABLES, type DevicesTables, type SqlQuery } from './devices-table';

/**
 * The same counts as SQL over the `devices` table (ARCHITECTURE 7): the benchmark's peer, and the way past
 * one machine (the table distributed by device_id with Citus, or a read replica). It compiles filters with the
 * same code as the engine and tests distances in the same arithmetic, so the two agree device for device.
 */
export class SqlAudienceCounter implements AudienceCounter {
  readonly name = 'postgresql';
  private readonly tables: DevicesTables;

  constructor(
    private readonly query: SqlQuery,
    readonly info: PopulationInfo,
    tables: DevicesTables = DEFAULT_TABLES,
  ) {
    this.tables = checkedTables(tables);
  }

  async count(filters: AudienceFilters, options: CountOptions = {}): Promise<AudienceCountResult> {
    const started = performance.now();
    const cube = await this.countCube(compileQuery(filters, this.info.catalog), options.breakdown === true);
    return summarize(cube, this.info.catalog, options, performance.now() - started);
  }

  async countCube(query: CompiledQuery, withCells: boolean): Promise<CountCube> {
    const cube = emptyCube(this.info.catalog.countries.length, withCells);
    if (query.skip) return cube;
    const statement = countStatement(query, this.tables, withCells);
    const { rows } = await this.query(statement.text, statement.params);
    for (const row of rows) {
      const country = Number(row.country);
      const devices = Number(row.devices);
      cube.byCountry[country] = (cube.byCountry[country] ?? 0) + devices;
      if (cube.cells) {
        const cell = (country * GENDER_COUNT + Number(row.gender)) * AGE_BAND_COUNT + Number(row.age_band);
        cube.cells[cell] = (cube.cells[cell] ?? 0) + devices;
      }
    }
    return cube;
  }

  /** Pages through the matches by device_id (keyset paging), one query per batch. */
  async *matchingIds(filters: AudienceFilters, batchSize = DEFAULT_ID_BATCH): AsyncGenerator<Uint32Array> {
    const query = compileQuery(filters, this.info.catalog);
    if (query.skip) return;
    let after = -1;
    while (true) {
      const statement = idsStatement(query, this.tables, after, batchSize);
      const { rows } = await this.query(statement.text, statement.params);
      if (rows.length === 0) return;
      const ids = Uint32Array.from(rows, (row) => Number(row.device_id));
      yield ids;
      if (rows.length < batchSize) return;
      after = ids[ids.length - 1] ?? after;
    }
  }

  async devicesPer(attribute: CountedAttribute): Promise<number[]> {
    const size = attribute === 'model' ? this.info.catalog.models.length : this.info.catalog.apps.length;
    const text =
      attribute === 'model'
        ? `SELECT model AS code, count(*) AS devices FROM ${this.tables.devices} GROUP BY model`
        : `SELECT app AS code, count(*) AS devices FROM ${this.tables.devices}, unnest(apps) AS app GROUP BY app`;
    const counts = new Array<number>(size).fill(0);
    for (const row of (await this.query(text)).rows) counts[Number(row.code)] = Number(row.devices);
    return counts;
  }
}

class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

export function countStatement(query: CompiledQuery, tables: DevicesTables, withCells: boolean) {
  const params = new Parameters();
  const where = conditions(query, tables, params);
  const groups = withCells ? 'country, gender, age_band' : 'country';
  const text = `SELECT ${groups}, count(*) AS devices FROM ${tables.devices}
    ${where.length > 0 ? `WHERE ${where.join('\n AND ')}` : ''} GROUP BY ${groups}`;
  return { text, params: params.values };
}

/** The next `limit` matching device ids after `after`, ascending. */
export function idsStatement(query: CompiledQuery, tables: DevicesTables, after: number, limit: number) {
  const params = new Parameters();
  const where = conditions(query, tables, params);
  where.push(`device_id > ${params.add(after, 'integer')}`);
  const text = `SELECT device_id FROM ${tables.devices} WHERE ${where.join('\n AND ')}
    ORDER BY device_id LIMIT ${params.add(limit, 'integer')}`;
  return { text, params: params.values };
}

/** The WHERE conditions of an audience, shared by the count and the id listing. */
function conditions(query: CompiledQuery, tables: DevicesTables, params: Parameters): string[] {
  const where: string[] = [];
  const codes = (values: number[]) => params.add(values, 'smallint[]');
  const anyOf = (column: string, values: number[] | null) => {
    if (values !== null) where.push(values.length === 0 ? 'false' : `${column} = ANY(${codes(values)})`);
  };
  if (query.hasIncludedPlaces) {
    where.push(
      `device_id IN (${placesQuery(query, query.includedCountries, query.includedCircles, tables, params)})`,
    );
  }
  if (query.appsAllOf !== null) {
    where.push(query.appsAllOf.length === 0 ? 'false' : `apps @> ${codes(query.appsAllOf)}`);
  }
  if (query.appsAnyOf !== null)
    where.push(query.appsAnyOf.length === 0 ? 'false' : `apps && ${codes(query.appsAnyOf)}`);
  if (query.appsNoneOf !== null) where.push(`NOT (apps && ${codes(query.appsNoneOf)})`);
  if (query.appsNotAllOf !== null) where.push(`NOT (apps @> ${codes(query.appsNotAllOf)})`);
  if (query.categoryAppsAnyOf !== null) {
    where.push(query.categoryAppsAnyOf.length === 0 ? 'false' : `apps && ${codes(query.categoryAppsAnyOf)}`);
  }
  anyOf('model', query.models);
  anyOf('carrier', query.carriers);
  anyOf('language', query.languages);
  anyOf('gender', query.gender === null ? null : [query.gender]);
  anyOf('age_band', query.ageBands);
  anyOf('socio_economic_level', query.socioEconomicLevels);
  if (query.battery) {
    where.push(
      `battery BETWEEN ${params.add(query.battery.min, 'smallint')} AND ${params.add(query.battery.max, 'smallint')}`,
    );
  }
  if (query.excludedCountries.length + query.excludedCircles.length > 0) {
    where.push(
      `device_id NOT IN (${placesQuery(query, query.excludedCountries, query.excludedCircles, tables, params)})`,
    );
  }
  return where;
}

/** The devices in any of the countries or circles: one indexed branch per circle and location table. */
function placesQuery(
  query: CompiledQuery,
  countries: number[],
  circles: Circle[],
  tables: DevicesTables,
  params: Parameters,
): string {
  const branches: string[] = [];
  if (countries.length > 0) {
    branches.push(
      `SELECT device_id FROM ${tables.devices} WHERE country = ANY(${params.add(countries, 'smallint[]')})`,
    );
  }
  for (const target of circles) {
    const values = circleParameters(target, params);
    branches.push(
      `SELECT device_id FROM ${tables.devices} WHERE ${insideCircle('home_lat', 'home_lon', values)}`,
    );
    if (query.placeMode === 'indistinct') {
      branches.push(`SELECT device_id FROM ${tables.seen} WHERE ${insideCircle('lat', 'lon', values)}`);
    }
  }
  return branches.length === 0 ? 'SELECT NULL::integer WHERE false' : branches.join('\n UNION ALL ');
}

interface CircleParameters {
  lat: string;
  lon: string;
  cosLat: string;
  threshold: string;
  box: string;
}

function circleParameters(target: Circle, params: Parameters): CircleParameters {
  const { box } = target;
  return {
    lat: params.add(target.lat, 'float8'),
    lon: params.add(target.lon, 'float8'),
    cosLat: params.add(target.cosLat, 'float8'),
    threshold: params.add(target.threshold, 'float8'),
    box: `box(point(${params.add(box.minLon, 'float8')}, ${params.add(box.minLat, 'float8')}), point(${params.add(
      box.maxLon,
      'float8',
    )}, ${params.add(box.maxLat, 'float8')}))`,
  };
}

/** The box for the GiST index, then the haversine term exactly as `geo/distance.ts` computes it. */
function insideCircle(latColumn: string, lonColumn: string, values: CircleParameters): string {
  const deg = `${DEG}::float8`;
  const sLat = `sin(((${latColumn} - ${values.lat}) * ${deg}) / 2)`;
  const sLon = `sin(((${lonColumn} - ${values.lon}) * ${deg}) / 2)`;
  return `point(${lonColumn}, ${latColumn}) <@ ${values.box}
    AND ${sLat} * ${sLat} + ${values.cosLat} * cos(${latColumn} * ${deg}) * (${sLon} * ${sLon}) <= ${values.threshold}`;
}
