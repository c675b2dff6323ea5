import { describe, expect, it } from 'vitest';
import { makeRow } from '../../../test/campaign-rows';
import { DEFAULT_FILTER } from './control-store';
import { matchingRows, pageOfRows } from './local-rows';

const filter = { ...DEFAULT_FILTER, status: 'all' as const };
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('the list rules applied in the browser', () => {
  const rows = [
    makeRow({ id: 1, name: 'Alfa', status: 'PAUSED', displayStatus: 'finished', cpm: 900, currency: 'CLP' }),
    makeRow({
      id: 2,
      name: 'beta',
      startDate: '2026-12-01T03:00:00.000Z',
      endDate: '2026-12-31T02:59:59.000Z',
      displayStatus: 'awaiting',
      cpm: null,
      currency: 'USD',
    }),
    makeRow({ id: 3, name: 'Gamma', cpm: 1500, currency: 'ARS', enableOptimized: true }),
  ];

  it('filters by date status or raw status, currencies and the optimized flag', () => {
    expect(ids(matchingRows(rows, { ...filter, status: 'in progress' }))).toEqual([3]);
    expect(ids(matchingRows(rows, { ...filter, status: 'PAUSED' }))).toEqual([1]);
    expect(ids(matchingRows(rows, { ...filter, currencies: ['USD', 'ARS'] }))).toEqual([3, 2]);
    expect(ids(matchingRows(rows, { ...filter, optimized: true }))).toEqual([3]);
  });

  it('keeps the campaigns running at some moment of a date range, days counted at -03:00', () => {
    // Campaign 2 starts at 00:00 on 01/12 at -03:00: a range ending on 30/11 leaves it out, one on 01/12 keeps it.
    expect(ids(matchingRows(rows, { ...filter, endDate: '2026-11-30' }))).not.toContain(2);
    expect(ids(matchingRows(rows, { ...filter, endDate: '2026-12-01' }))).toContain(2);
    expect(ids(matchingRows(rows, { ...filter, startDate: '2026-12-01' }))).toEqual([2]);
  });

  it('searches a name case-insensitively', () => {
    expect(ids(matchingRows(rows, { ...filter, search: 'BET' }))).toEqual([2]);
  });

  it('sorts both ways with empty values last, names ignoring case, and pages', () => {
    expect(ids(matchingRows(rows, { ...filter, sort: 'cpm', order: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(matchingRows(rows, { ...filter, sort: 'cpm', order: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(matchingRows(rows, { ...filter, sort: 'name', order: 'asc' }))).toEqual([1, 2, 3]);
    const page = pageOfRows(rows, { ...filter, sort: 'name', order: 'desc', page: 2, limit: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(ids(page.items)).toEqual([1]);
  });
});
