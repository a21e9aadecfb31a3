import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../server/media/byteRange';

describe('the range a Range header asks for', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['Bytes= 5-9', { start: 5, end: 9 }],
  ])('reads %s of a 1,000-byte file', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1500-1600', 'bytes=-0'])('finds %s unsatisfiable past the end', (header) => {
    expect(byteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, 'bytes=0-9,20-29', 'items=0-9', 'bytes=9-0', 'bytes=-', 'bytes=a-b'])(
    'answers the whole file for %s',
    (header) => {
      expect(byteRange(header, 1000)).toBeUndefined();
    },
  );
});
