import { accountFilter } from '@adcontrol/domain/accounts/contracts';
import { countryCodeSchema, roleSchema } from '@adcontrol/domain/shared/enums';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterFromAddress, PAGE_SIZES, SEARCH_MIN_LENGTH } from './use-account-filter';

/** The address read with the contract's schemas, as the list did before it shipped without zod. */
const withSchemas = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(25),
  role: roleSchema.optional().catch(undefined),
  country: countryCodeSchema.optional().catch(undefined),
  search: z.string().trim().min(SEARCH_MIN_LENGTH).max(120).optional().catch(undefined),
  sort: accountFilter.shape.sort.unwrap().catch('createdAt'),
  order: accountFilter.shape.order.unwrap().catch('desc'),
});

const values = {
  page: ['1', '2', '17', '0', '-3', '2.5', ' 4 ', '', 'x', '1e1'],
  limit: ['10', '25', '50', '100', '30', '0', '', 'abc', ' 50'],
  role: ['admin', 'seller', 'analyst', 'ADMIN', '', 'nobody'],
  country: ['AR', 'CL', 'MX', 'ES', 'ar', 'ZZ', ''],
  search: ['', 'ab', 'abc', '  ab  ', '  lácteos  ', 'x'.repeat(120), 'x'.repeat(121)],
  sort: ['firstName', 'company', 'email', 'role', 'createdAt', 'password', ''],
  order: ['asc', 'desc', 'up', ''],
};

describe('filterFromAddress', () => {
  it('reads any address as the contract schemas do', () => {
    const address = fc.record(
      Object.fromEntries(Object.entries(values).map(([key, options]) => [key, fc.constantFrom(...options)])),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(address, (params) => {
        const expected = withSchemas.parse(params);
        const actual = filterFromAddress(params as Record<string, string>);
        for (const key of Object.keys(values) as (keyof typeof values)[])
          expect(actual[key], key).toEqual(expected[key]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a valid filter and falls back to the defaults for the rest', () => {
    expect(filterFromAddress({ page: '3', role: 'seller', search: ' Lácteos ', sort: 'nope' })).toEqual({
      page: 3,
      limit: 25,
      role: 'seller',
      country: undefined,
      search: 'Lácteos',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
