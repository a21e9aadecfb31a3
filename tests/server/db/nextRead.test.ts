import { describe, expect, it } from 'vitest';
import { NextRead } from '../../../server/db/nextRead';

/** A read whose answers the test gives, one per read begun, in order. */
function controlledRead() {
  const begun: { resolve(value: number): void; reject(error: Error): void }[] = [];
  const read = new NextRead(
    () =>
      new Promise<number>((resolve, reject) => {
        begun.push({ resolve, reject });
      }),
  );
  return { read, begun };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by the callers that ask while one runs', () => {
  it('begins at once for a lone caller', async () => {
    const { read, begun } = controlledRead();
    const answer = read.get();
    expect(begun).toHaveLength(1);
    begun[0].resolve(7);
    await expect(answer).resolves.toBe(7);
  });

  it('answers every caller who asked during a read with one read begun after it', async () => {
    const { read, begun } = controlledRead();
    const first = read.get();
    const during = [read.get(), read.get(), read.get()];
    expect(begun).toHaveLength(1);
    begun[0].resolve(1);
    await settled();
    expect(begun).toHaveLength(2);
    begun[1].resolve(2);
    await expect(first).resolves.toBe(1);
    await expect(Promise.all(during)).resolves.toEqual([2, 2, 2]);
    expect(begun).toHaveLength(2);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const { read, begun } = controlledRead();
    const early = read.get();
    const late = read.get();
    begun[0].resolve(1);
    await settled();
    const later = read.get();
    begun[1].resolve(2);
    await settled();
    begun[2].resolve(3);
    expect([await early, await late, await later]).toEqual([1, 2, 3]);
  });

  it('gives a failed read’s error to its own callers and reads afresh for the next', async () => {
    const { read, begun } = controlledRead();
    const failing = read.get();
    const next = read.get();
    begun[0].reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settled();
    begun[1].resolve(5);
    await expect(next).resolves.toBe(5);
  });
});
