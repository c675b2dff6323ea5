import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const paymentsIndex = migrations.findIndex((migration) =>
  migration.sql.some((statement) => statement.includes('CREATE TABLE "payment_methods"')),
);
let client: PGlite;

async function apply(from: number, to: number): Promise<void> {
  for (const migration of migrations.slice(from, to)) {
    for (const statement of migration.sql) if (statement.trim()) await client.exec(statement);
  }
}

beforeAll(async () => {
  // The later migrations create a trigram index (0018), as the app's own database does.
  client = new PGlite({ extensions: { pg_trgm } });
  await apply(0, paymentsIndex);
  await client.exec(`
    insert into accounts (id, role, email, password_hash) values (1, 'advertiser', 'a@example.test', 'x');
    insert into campaigns (id, name, advertiser_id, country, currency, timezone, purchase_model, format,
      budget_total, unit_price, start_date, end_date)
      values (7, 'Verano', 1, 'CL', 'CLP', 'UTC', 'CPM', 'banner', 1000, 10, now(), now() + interval '30 days');
    insert into payments (advertiser_id, campaign_id, amount, currency, method, status, created_at, updated_at)
      values (1, 7, 400, 'CLP', 'mercado_pago', 'approved', '2031-03-02T12:00:00Z', '2031-03-04T12:00:00Z'),
             (1, null, 90, 'CLP', 'paypal', 'pending', '2031-03-06T01:00:00Z', '2031-03-06T01:00:00Z');
  `);
  await apply(paymentsIndex, migrations.length);
});
afterAll(() => client?.close());

describe('the payments migration', () => {
  it('keeps existing payments valid: method text to a method row, the campaign to a join row, the network day', async () => {
    const { rows } = await client.query<Record<string, unknown>>(`
      select p.amount::text, m.code, p.paid_on::text, p.reviewed_at is not null as reviewed,
             (select array_agg(campaign_id) from payment_campaigns where payment_id = p.id) as campaigns
        from payments p join payment_methods m on m.id = p.method_id order by p.id`);
    expect(rows).toEqual([
      { amount: '400.00', code: 'mercado_pago', paid_on: '2031-03-02', reviewed: true, campaigns: [7] },
      { amount: '90.00', code: 'paypal', paid_on: '2031-03-05', reviewed: false, campaigns: null },
    ]);
  });

  it('leaves the built-in methods active for the form', async () => {
    const { rows } = await client.query<{ code: string }>(
      'select code from payment_methods where is_active order by id',
    );
    expect(rows.map((row) => row.code)).toEqual(['bank_transfer', 'credit_card', 'mercado_pago', 'paypal']);
  });
});
