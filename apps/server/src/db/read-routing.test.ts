import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient } from '../../test/helpers/test-database';
import { type Db, schema } from './client';
import { queryRows } from './query-rows';
import {
  createReplicaSet,
  parseLsn,
  type ReplicaSet,
  replicaMayAnswer,
  runWithReadAfter,
} from './read-routing';

describe('WAL positions', () => {
  it('reads the two hexadecimal halves PostgreSQL writes, in order', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn(' a/1f ')).toBe((10n << 32n) | 31n);
    expect(parseLsn('9/FFFFFFFF')).toBeLessThan(parseLsn('A/0') as bigint);
  });

  it.each(['', '16', '16/', '/1', 'G/1', '1/123456789', '1/2/3', '0x1/2'])('ignores %j', (text) => {
    expect(parseLsn(text)).toBeNull();
  });
  it('ignores no header at all', () => {
    expect(parseLsn(undefined)).toBeNull();
    expect(parseLsn(null)).toBeNull();
  });
});

describe('whether a replica may answer a read', () => {
  it('answers a read that asks for no position, however far behind it is', () => {
    expect(replicaMayAnswer(0n, null)).toBe(true);
  });
  it('answers once it has replayed the position asked for, not before', () => {
    expect(replicaMayAnswer(99n, 100n)).toBe(false);
    expect(replicaMayAnswer(100n, 100n)).toBe(true);
    expect(replicaMayAnswer(101n, 100n)).toBe(true);
  });
  it('answers when it replays nothing: it was started as a primary, so it holds what it has', () => {
    expect(replicaMayAnswer(null, 100n)).toBe(true);
  });
});

/*
 * The routing against PostgreSQL: the primary is one database, and a second database on the same server, read-only,
 * stands in for the replica, its replayed position a row the test moves. Each says which it is, so a read tells
 * where it went. (A real streaming replica is made by the soak: bench/src/soak, `--replica`.)
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('reads routed over a replica', () => {
  const names = { primary: '', replica: '' };
  let primary: pg.Pool;
  let replicas: ReplicaSet;
  let readDb: Db;
  let clock = 0;
  const urlOf = (name: string) => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const setReplayed = (lsn: string) =>
    withAdminClient(urlOf(names.replica), async (client) => {
      await client.query('begin read write');
      await client.query('update replay set lsn = $1', [lsn]);
      await client.query('commit');
    });
  const where = async () => (await queryRows<{ name: string }>(readDb, sql`select name from which`))[0]?.name;

  beforeAll(async () => {
    const suffix = randomBytes(6).toString('hex');
    names.primary = `adc_test_primary_${suffix}`;
    names.replica = `adc_test_replica_${suffix}`;
    await withAdminClient(serverUrl as string, async (admin) => {
      await admin.query(`create database ${names.primary}`);
      await admin.query(`create database ${names.replica}`);
    });
    await withAdminClient(urlOf(names.primary), (client) =>
      client.query(`create table which (name text); insert into which values ('primary');
        create table notes (text text)`),
    );
    await withAdminClient(urlOf(names.replica), (client) =>
      client.query(`create table which (name text); insert into which values ('replica');
        create table notes (text text); create table replay (lsn text); insert into replay values ('0/1');
        alter database ${names.replica} set default_transaction_read_only = on`),
    );
    primary = new pg.Pool({ connectionString: urlOf(names.primary), max: 2 });
    replicas = createReplicaSet(primary, [urlOf(names.replica)], {
      now: () => clock,
      replayQuery: 'select lsn from replay',
    });
    readDb = drizzle({ client: replicas.client, schema });
  });
  afterAll(async () => {
    await replicas?.close();
    await primary?.end();
    await withAdminClient(serverUrl as string, async (admin) => {
      for (const name of [names.primary, names.replica]) {
        if (name) await admin.query(`drop database if exists ${name} with (force)`);
      }
    });
  });

  it('sends a read without a position to the replica, in a request or outside one', async () => {
    expect(await where()).toBe('replica');
    expect(await runWithReadAfter(null, where)).toBe('replica');
  });

  it('holds the rest of a request to what the primary committed by now when asked', async () => {
    // The stand-in has replayed less than the primary's position now: the read goes to the primary.
    const before = await runWithReadAfter(null, async () => {
      await replicas.readFromNow();
      return where();
    });
    expect(before).toBe('primary');
    await setReplayed('F/0');
    clock += 1_000;
    const after = await runWithReadAfter(null, async () => {
      await replicas.readFromNow();
      return where();
    });
    expect(after).toBe('replica');
  });

  it('sends a read after a position the replica has replayed to the replica', async () => {
    expect(await runWithReadAfter(parseLsn('0/FFFF'), where)).toBe('replica');
    expect(await runWithReadAfter(parseLsn('F/0'), where)).toBe('replica');
  });

  it('sends a read after a position the replica has not replayed to the primary, until it has', async () => {
    clock += 1_000;
    expect(await runWithReadAfter(parseLsn('10/10'), where)).toBe('primary');
    await setReplayed('10/10');
    // The replica's position is trusted for a moment before it is asked again.
    clock += 50;
    expect(await runWithReadAfter(parseLsn('10/10'), where)).toBe('primary');
    clock += 100;
    expect(await runWithReadAfter(parseLsn('10/10'), where)).toBe('replica');
    // What it replayed it keeps: an earlier position needs no question.
    expect(await runWithReadAfter(parseLsn('10/0'), where)).toBe('replica');
  });

  it('keeps a request on the server its first read went to', async () => {
    const seen = await runWithReadAfter(parseLsn('11/0'), async () => {
      const first = await where();
      await setReplayed('11/0');
      clock += 1_000;
      return [first, await where()];
    });
    expect(seen).toEqual(['primary', 'primary']);
  });

  it('sends a write that comes through the read client to the primary, and the rest of the request with it', async () => {
    const seen = await runWithReadAfter(null, async () => {
      const before = await where();
      await readDb.execute(sql`insert into notes values ('written')`);
      return [before, await where()];
    });
    expect(seen).toEqual(['replica', 'primary']);
    const [written] = await primary
      .query<{ text: string }>('select text from notes')
      .then(({ rows }) => rows);
    expect(written?.text).toBe('written');
  });

  it('runs a transaction on the primary, and the rest of the request there', async () => {
    const seen = await runWithReadAfter(null, async () => {
      const inside = await readDb.transaction(
        async (tx) => (await queryRows<{ name: string }>(tx, sql`select name from which`))[0]?.name,
      );
      return [inside, await where()];
    });
    expect(seen).toEqual(['primary', 'primary']);
  });
});

describe.skipIf(!serverUrl)('a replica that cannot be reached', () => {
  it('leaves its reads to the primary', async () => {
    const primary = new pg.Pool({ connectionString: serverUrl, max: 1 });
    const gone = new URL(serverUrl as string);
    gone.port = '1';
    const replicas = createReplicaSet(primary, [gone.toString()]);
    const readDb = drizzle({ client: replicas.client, schema });
    try {
      const rows = await runWithReadAfter(null, () =>
        queryRows<{ one: number }>(readDb, sql`select 1 as one`),
      );
      expect(rows).toEqual([{ one: 1 }]);
      const outside = await queryRows<{ one: number }>(readDb, sql`select 1 as one`);
      expect(outside).toEqual([{ one: 1 }]);
    } finally {
      await replicas.close();
      await primary.end();
    }
  });
});
