import { describe, expect, it } from 'vitest';
import { dateRange, MAX_RANGE_DAYS, reportDownloadQuery, reportRangeQuery } from './contracts';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('statistics date ranges', () => {
  it('take a range of up to two years, start not after end', () => {
    expect(dateRange.safeParse({ start: '2026-03-01', end: '2026-03-01' }).success).toBe(true);
    expect(pathsOf(dateRange.safeParse({ start: '2026-03-02', end: '2026-03-01' }))).toEqual(['start']);
    // 2024-03-01 to 2026-02-28 is 730 days, one more is 731, two more is past the limit.
    expect(MAX_RANGE_DAYS).toBe(731);
    expect(dateRange.safeParse({ start: '2024-03-01', end: '2026-02-28' }).success).toBe(true);
    expect(dateRange.safeParse({ start: '2024-03-01', end: '2026-03-01' }).success).toBe(true);
    expect(pathsOf(dateRange.safeParse({ start: '2024-03-01', end: '2026-03-02' }))).toEqual(['end']);
  });

  it('in a query, take both ends or neither', () => {
    expect(reportRangeQuery.safeParse({}).success).toBe(true);
    expect(reportRangeQuery.safeParse({ start: '2026-03-01', end: '2026-03-02' }).success).toBe(true);
    expect(pathsOf(reportRangeQuery.safeParse({ end: '2026-03-02' }))).toEqual(['start']);
    expect(pathsOf(reportRangeQuery.safeParse({ start: '2026-03-03', end: '2026-03-02' }))).toEqual([
      'start',
    ]);
    expect(pathsOf(reportDownloadQuery.safeParse({ format: 'pdf', start: '2026-03-01' }))).toEqual(['start']);
    expect(pathsOf(reportDownloadQuery.safeParse({ format: 'docx' }))).toEqual(['format']);
  });
});
