import pg from 'pg';
import { loadIntoPostgres } from './copy-loader';
import { DEFAULT_TABLES } from './devices-table';

/**
 * Loads a population file into PostgreSQL for the SQL counter:
 *   node --import tsx packages/audience-engine/src/sql/load-cli.ts <population.arrow> <postgres-url>
 * It replaces the tables `devices`, `device_seen_locations` and `device_population`.
 */
const [path, url] = process.argv.slice(2);
if (!path || !url) {
  console.error('usage: load-cli.ts <population.arrow> <postgres-url>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
const client = await pool.connect();
const started = Date.now();
try {
  await loadIntoPostgres(client, DEFAULT_TABLES, path);
  console.log(`loaded ${path} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  client.release();
  await pool.end();
}
