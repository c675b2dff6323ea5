import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Data,
  type DataType,
  Field,
  FixedSizeList,
  Float32,
  List,
  makeData,
  RecordBatch,
  RecordBatchFileWriter,
  RecordBatchReader,
  Schema,
  Struct,
  Uint8,
  Uint16,
  Uint32,
  Utf8,
  vectorFromArray,
} from 'apache-arrow';
import { type DeviceBatch, type PopulationInfo, SEEN_PLACES } from './schema';

/** The schema metadata key holding the population's catalog (codes to names) as JSON. */
export const POPULATION_METADATA_KEY = 'adcontrol.population';

const seenType = () => new FixedSizeList(SEEN_PLACES, new Field('item', new Float32(), false));
const appsType = () => new List(new Field('item', new Uint16(), false));

function schemaFor(info: PopulationInfo): Schema {
  const fields = [
    new Field('device_id', new Uint32(), false),
    new Field('ad_id', new Utf8(), false),
    new Field('country', new Uint8(), false),
    new Field('home_lat', new Float32(), false),
    new Field('home_lon', new Float32(), false),
    new Field('seen_lat', seenType(), false),
    new Field('seen_lon', seenType(), false),
    new Field('model', new Uint16(), false),
    new Field('carrier', new Uint16(), false),
    new Field('language', new Uint8(), false),
    new Field('gender', new Uint8(), false),
    new Field('age', new Uint8(), false),
    new Field('socio_economic_level', new Uint8(), false),
    new Field('battery', new Uint8(), false),
    new Field('apps', appsType(), false),
  ];
  return new Schema(fields, new Map([[POPULATION_METADATA_KEY, JSON.stringify(info)]]));
}

/** Writes a population as an Arrow IPC file, one record batch per device batch (atomically: temp then rename). */
export async function writePopulationFile(
  path: string,
  info: PopulationInfo,
  batches: Iterable<DeviceBatch>,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.partial`;
  const schema = schemaFor(info);
  const writer = new RecordBatchFileWriter();
  const output = createWriteStream(temporary);
  writer.toNodeStream().pipe(output);
  for (const batch of batches) {
    writer.write(toRecordBatch(schema, batch));
    // Let the bytes reach the file before the next batch is made, so a large population is never all in memory.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  writer.finish();
  if (!output.writableFinished) await once(output, 'finish');
  await rename(temporary, path);
}

function toRecordBatch(schema: Schema, batch: DeviceBatch): RecordBatch {
  const length = batch.length;
  const plain = <T extends DataType>(type: T, data: T['TArray']) =>
    makeData({ type, length, data } as never) as Data;
  const seen = (values: Float32Array) =>
    makeData({
      type: seenType(),
      length,
      nullCount: 0,
      child: makeData({ type: new Float32(), length: length * SEEN_PLACES, data: values }),
    });
  const children = [
    plain(new Uint32(), batch.deviceId),
    vectorFromArray(batch.adId ?? Array.from({ length }, () => ''), new Utf8()).data[0] as Data,
    plain(new Uint8(), batch.country),
    plain(new Float32(), batch.homeLat),
    plain(new Float32(), batch.homeLon),
    seen(batch.seenLat),
    seen(batch.seenLon),
    plain(new Uint16(), batch.model),
    plain(new Uint16(), batch.carrier),
    plain(new Uint8(), batch.language),
    plain(new Uint8(), batch.gender),
    plain(new Uint8(), batch.age),
    plain(new Uint8(), batch.socioEconomicLevel),
    plain(new Uint8(), batch.battery),
    makeData({
      type: appsType(),
      length,
      nullCount: 0,
      valueOffsets: batch.appOffsets,
      child: makeData({ type: new Uint16(), length: batch.apps.length, data: batch.apps }),
    }),
  ];
  const data = makeData({ type: new Struct(schema.fields), length, nullCount: 0, children });
  return new RecordBatch(schema, data);
}

export interface PopulationFile {
  info: PopulationInfo;
  batches: AsyncIterable<DeviceBatch>;
}

/**
 * Opens an Arrow IPC population and reads it one record batch at a time, so loading never holds the whole
 * file in memory. Advertising ids are read only when asked for (the counts do not need them).
 */
export async function readPopulationFile(
  path: string,
  options: { adIds?: boolean } = {},
): Promise<PopulationFile> {
  const handle = await open(path, 'r');
  const reader = await RecordBatchReader.from(handle);
  await reader.open();
  const text = reader.schema.metadata.get(POPULATION_METADATA_KEY);
  if (!text) {
    await handle.close();
    throw new Error(
      `${path} is not a device population: its schema has no ${POPULATION_METADATA_KEY} metadata`,
    );
  }
  const info = JSON.parse(text) as PopulationInfo;
  async function* batches(): AsyncGenerator<DeviceBatch> {
    try {
      for await (const recordBatch of reader) yield fromRecordBatch(recordBatch, options.adIds === true);
    } finally {
      await handle.close();
    }
  }
  return { info, batches: batches() };
}

function fromRecordBatch(batch: RecordBatch, withAdIds: boolean): DeviceBatch {
  const length = batch.numRows;
  const column = (name: string): Data => {
    const vector = batch.getChild(name);
    const data = vector?.data[0];
    if (!data) throw new Error(`the population has no ${name} column`);
    return data;
  };
  const values = <A extends { subarray(start: number, end: number): A }>(name: string, width = 1): A => {
    const data = column(name);
    const source = (width === 1 ? data.values : data.children[0]?.values) as A;
    const offset = data.offset * width;
    return source.subarray(offset, offset + length * width);
  };
  const apps = column('apps');
  const appOffsets = (apps.valueOffsets as Int32Array).subarray(apps.offset, apps.offset + length + 1);
  const base = appOffsets[0] ?? 0;
  const appValues =
    (apps.children[0]?.values as Uint16Array | undefined)?.subarray(base, appOffsets[length]) ??
    new Uint16Array(0);
  const adIdVector = withAdIds ? batch.getChild('ad_id') : null;
  return {
    length,
    deviceId: values('device_id'),
    ...(adIdVector ? { adId: Array.from({ length }, (_, row) => String(adIdVector.get(row))) } : {}),
    country: values('country'),
    homeLat: values('home_lat'),
    homeLon: values('home_lon'),
    seenLat: values('seen_lat', SEEN_PLACES),
    seenLon: values('seen_lon', SEEN_PLACES),
    model: values('model'),
    carrier: values('carrier'),
    language: values('language'),
    gender: values('gender'),
    age: values('age'),
    socioEconomicLevel: values('socio_economic_level'),
    battery: values('battery'),
    appOffsets: base === 0 ? appOffsets : appOffsets.map((offset) => offset - base),
    apps: appValues,
  };
}
