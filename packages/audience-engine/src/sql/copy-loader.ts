import { once } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { readPopulationFile } from '../population/arrow-file';
import { type DeviceBatch, type PopulationInfo, SEEN_PLACES } from '../population/schema';
import { ageBandCode } from '../query/compile';
import {
  appsLiteral,
  createDevicesIndexes,
  createDevicesTables,
  type DevicesTables,
  readPopulationInfo,
  type SqlQuery,
  savePopulationInfo,
} from './devices-table';

/** True when the tables already hold this population (same catalog, same number of devices). */
export async function isLoaded(
  query: SqlQuery,
  tables: DevicesTables,
  info: PopulationInfo,
): Promise<boolean> {
  try {
    const stored = await readPopulationInfo(query, tables);
    const { rows } = await query(`SELECT count(*) AS devices FROM ${tables.devices}`);
    // jsonb reorders keys, so compare values, not text.
    return isDeepStrictEqual(stored, info) && Number(rows[0]?.devices) === info.devices;
  } catch {
    return false;
  }
}

/** Streams the population file into PostgreSQL with COPY (text), then builds the indexes. */
export async function loadIntoPostgres(
  client: PoolClient,
  tables: DevicesTables,
  path: string,
): Promise<void> {
  const query: SqlQuery = (text, params) => client.query(text, params);
  const file = await readPopulationFile(path, { adIds: true });
  await createDevicesTables(query, tables);
  await savePopulationInfo(query, file.info, tables);
  await copyAll(client, `COPY ${tables.devices} FROM STDIN`, file.batches, devicesText);
  // One COPY at a time on a connection: the seen locations take a second pass over the file.
  const again = await readPopulationFile(path);
  await copyAll(client, `COPY ${tables.seen} FROM STDIN`, again.batches, seenText);
  await query(`SET maintenance_work_mem = '1GB'`);
  await createDevicesIndexes(query, tables);
}

async function copyAll(
  client: PoolClient,
  statement: string,
  batches: AsyncIterable<DeviceBatch>,
  toText: (batch: DeviceBatch) => string,
): Promise<void> {
  const stream = client.query(copyFrom(statement));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for await (const batch of batches) if (!stream.write(toText(batch))) await once(stream, 'drain');
  stream.end();
  await finished;
}

function devicesText(batch: DeviceBatch): string {
  const lines: string[] = [];
  for (let row = 0; row < batch.length; row += 1) {
    lines.push(
      [
        batch.deviceId[row],
        batch.adId?.[row] ?? '',
        batch.country[row],
        batch.homeLat[row],
        batch.homeLon[row],
        batch.model[row],
        batch.carrier[row],
        batch.language[row],
        batch.gender[row],
        batch.age[row],
        ageBandCode(batch.age[row] ?? 0),
        batch.socioEconomicLevel[row],
        batch.battery[row],
        appsLiteral(batch, row),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

function seenText(batch: DeviceBatch): string {
  const lines: string[] = [];
  for (let row = 0; row < batch.length; row += 1) {
    for (let place = 0; place < SEEN_PLACES; place += 1) {
      const at = row * SEEN_PLACES + place;
      lines.push(`${batch.deviceId[row]}\t${batch.seenLat[at]}\t${batch.seenLon[at]}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
