import { deflateSync } from 'node:zlib';

/** CRC-32 of the PNG format (ISO 3309), over a chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG, made here rather than kept as a file: `size`×`height` pixels (square unless a
 * height is given) of one colour, which the server's content sniffing takes for what it is.
 * For upload fields.
 */
export function solidPng(
  size = 16,
  [red, green, blue]: readonly [number, number, number] = [46, 125, 107],
  height = size,
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG as Playwright's `setInputFiles` takes it. */
export const pngFile = (name: string, colour?: readonly [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(16, colour),
});
