/**
 * The part of a file a `Range` header asks for (RFC 9110 §14): one range of bytes, inclusive.
 * `undefined` when the whole file is answered (no header, another unit, a form this server does
 * not serve such as several ranges at once: the whole file is then a valid answer), and
 * `'unsatisfiable'` when the range lies wholly past the end of the file (a 416).
 */
export type ByteRange = { start: number; end: number };

export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
