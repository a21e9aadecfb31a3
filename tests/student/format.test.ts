import { describe, expect, it } from 'vitest';
import { formatDate } from '../../student/lib/format';

describe('dates', () => {
  it('read as day, month and year in British English', () => {
    expect(formatDate('2024-03-01T10:00:00.000Z')).toBe('1 March 2024');
  });

  it('are left blank when the server sends nonsense', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
