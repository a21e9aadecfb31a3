import fs from 'node:fs/promises';

/*
 * A media file's length in seconds, read from the file itself: an MP4 or M4A's movie header
 * (`moov/mvhd`), an MP3's Xing/Info or VBRI frame count, or a constant bit rate's arithmetic.
 * The server measures "90% watched" against it, so it never takes a length from a client.
 */

type Reader = (position: number, length: number) => Promise<Buffer>;

async function mp4Seconds(read: Reader, size: number): Promise<number | undefined> {
  /** The boxes between `start` and `end`: each one's type, where its body starts and ends. */
  const boxes = async function* (start: number, end: number) {
    let at = start;
    while (at + 8 <= end) {
      const head = await read(at, 16);
      if (head.length < 8) return;
      let length = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let body = at + 8;
      if (length === 1) {
        if (head.length < 16) return;
        length = Number(head.readBigUInt64BE(8));
        body = at + 16;
      } else if (length === 0) length = end - at;
      if (length < body - at || at + length > end) return;
      yield { type, body, end: at + length };
      at += length;
    }
  };
  for await (const box of boxes(0, size)) {
    if (box.type !== 'moov') continue;
    for await (const inner of boxes(box.body, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const header = await read(inner.body, 32);
      const version = header[0];
      const timescale = version === 1 ? header.readUInt32BE(20) : header.readUInt32BE(12);
      const duration = version === 1 ? Number(header.readBigUInt64BE(24)) : header.readUInt32BE(16);
      return timescale > 0 && duration > 0 ? duration / timescale : undefined;
    }
  }
  return undefined;
}

// Layer III bit rates (kbit/s) by index: MPEG-1, then MPEG-2 and 2.5.
const MPEG1_RATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_RATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

async function mp3Seconds(read: Reader, size: number): Promise<number | undefined> {
  let start = 0;
  const id3 = await read(0, 10);
  if (id3.toString('latin1', 0, 3) === 'ID3' && id3.length === 10) {
    const tagSize =
      ((id3[6]! & 0x7f) << 21) | ((id3[7]! & 0x7f) << 14) | ((id3[8]! & 0x7f) << 7) | (id3[9]! & 0x7f);
    start = 10 + tagSize + (id3[5]! & 0x10 ? 10 : 0);
  }
  const window = await read(start, 64 * 1024);
  for (let i = 0; i + 4 <= window.length; i += 1) {
    if (window[i] !== 0xff || (window[i + 1]! & 0xe0) !== 0xe0) continue;
    const version = (window[i + 1]! >> 3) & 3;
    const layer = (window[i + 1]! >> 1) & 3;
    const rateIndex = window[i + 2]! >> 4;
    const sampleIndex = (window[i + 2]! >> 2) & 3;
    if (version === 1 || layer !== 1 || rateIndex === 0 || rateIndex === 15 || sampleIndex === 3) continue;
    const mpeg1 = version === 3;
    const sampleRate = SAMPLE_RATES[version]![sampleIndex]!;
    const samplesPerFrame = mpeg1 ? 1152 : 576;
    const mono = window[i + 3]! >> 6 === 3;
    const frame = await read(start + i, 200);
    const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
    const xing = 4 + sideInfo;
    const tag = frame.toString('latin1', xing, xing + 4);
    if ((tag === 'Xing' || tag === 'Info') && frame.readUInt32BE(xing + 4) & 1) {
      const frames = frame.readUInt32BE(xing + 8);
      return frames > 0 ? (frames * samplesPerFrame) / sampleRate : undefined;
    }
    if (frame.toString('latin1', 36, 40) === 'VBRI') {
      const frames = frame.readUInt32BE(36 + 14);
      return frames > 0 ? (frames * samplesPerFrame) / sampleRate : undefined;
    }
    const kbits = (mpeg1 ? MPEG1_RATES : MPEG2_RATES)[rateIndex]!;
    return ((size - start - i) * 8) / (kbits * 1000);
  }
  return undefined;
}

/** The length in seconds of a stored MP4, M4A or MP3 file; undefined when it cannot be read. */
export async function mediaSeconds(file: string, ext: string): Promise<number | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read: Reader = async (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      if (buffer.length === 0) return buffer;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    };
    const seconds = ext === 'mp3' ? await mp3Seconds(read, size) : await mp4Seconds(read, size);
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000) / 1000
      : undefined;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}
