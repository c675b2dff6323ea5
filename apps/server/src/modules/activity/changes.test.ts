import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('names only the written fields whose values differ, each side by side', () => {
    const before = { name: 'Lima', size: 10, country: 'PE', untouched: 'x' };
    expect(changesBetween(before, { name: 'Lima', size: 12, country: 'PE' })).toEqual({
      before: { size: 10 },
      after: { size: 12 },
    });
  });

  it('treats a missing value as null, and leaves out what was not written (undefined)', () => {
    expect(changesBetween({ company: null }, { company: 'Tienda', lastName: undefined })).toEqual({
      before: { company: null },
      after: { company: 'Tienda' },
    });
    expect(changesBetween({}, { company: null })).toEqual({ before: {}, after: {} });
  });

  it('compares dates by instant and objects by value, and logs dates as ISO text', () => {
    const start = new Date('2026-01-01T03:00:00.000Z');
    expect(
      changesBetween({ start, filters: { a: [1] } }, { start: new Date(start), filters: { a: [1] } }),
    ).toEqual({
      before: {},
      after: {},
    });
    expect(changesBetween({ start }, { start: '2026-02-01T03:00:00.000Z' })).toEqual({
      before: { start: '2026-01-01T03:00:00.000Z' },
      after: { start: '2026-02-01T03:00:00.000Z' },
    });
  });

  it('never records a secret, only that it changed', () => {
    const changes = changesBetween({ passwordHash: 'scrypt$old' }, { passwordHash: 'scrypt$new' });
    expect(changes).toEqual({ before: { passwordHash: '[hidden]' }, after: { passwordHash: '[hidden]' } });
  });
});
