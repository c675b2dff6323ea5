import { describe, expect, it } from 'vitest';
import { message } from '../shared/messages';
import { megabytes, validateFileCount, validateFileSize } from './files';

const MB = 1_048_576;

describe('validateFileSize', () => {
  it('accepts a file up to the maximum', () => {
    expect(validateFileSize(5 * MB, 5 * MB)).toBeNull();
    expect(validateFileSize(0, 5 * MB)).toBeNull();
  });

  it('refuses a larger file, naming the maximum in MB', () => {
    expect(validateFileSize(5 * MB + 1, 5 * MB)).toEqual({
      key: 'validation.fileTooLarge',
      values: { max: 5 },
    });
    const problem = validateFileSize(3 * MB, 2.5 * MB);
    expect(problem && message(problem.key, 'en', problem.values)).toBe(
      'The file exceeds the maximum size of 2.5 MB',
    );
  });

  it('shows megabytes with one decimal', () => {
    expect(megabytes(MB)).toBe(1);
    expect(megabytes(1_500_000)).toBe(1.4);
    expect(megabytes(150 * 1024)).toBe(0.1);
  });
});

describe('validateFileCount', () => {
  it('refuses more files than allowed', () => {
    expect(validateFileCount(10, 10)).toBeNull();
    expect(validateFileCount(11, 10)).toBe('common.tooManyItems');
  });
});
