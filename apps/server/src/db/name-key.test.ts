import { nameKey } from '@adcontrol/domain/rules/names';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKeySql } from './name-key';

/** The unique indexes' key in SQL is the domain's `nameKey`, for every name SPEC 5 accepts. */
let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
});
afterAll(() => db.close());

const sqlKeys = async (names: string[]) => {
  const expression = nameKeySql('name');
  const result = await db.query<{ key: string }>(
    `select ${expression} as key from unnest($1::text[]) with ordinality as t(name, n) order by n`,
    [names],
  );
  return result.rows.map((row) => row.key);
};

describe('the SQL name key', () => {
  it('equals nameKey on names of letters of many alphabets, digits and spaces', async () => {
    const letters = [...'aAzZáÁéÉíÍóÓúÚüÜñÑçÇãÃõÕâÂêÊôÔàÀöÖøØæÆłŁßİıσΣςДдЖж09 ', 'e\u0301', 'n\u0303'];
    const names = fc.sample(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 30 }), 300);
    const texts = names.map((parts) => parts.join(''));
    expect(await sqlKeys(texts)).toEqual(texts.map(nameKey));
  });
});
