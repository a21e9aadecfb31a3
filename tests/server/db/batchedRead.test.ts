import { describe, expect, it } from 'vitest';
import { BatchedRead } from '../../../server/db/batchedRead';

/** A read of many keys whose answers the test gives, one per read begun, in order. */
function controlledRead(most?: number) {
  const begun: { keys: number[]; answer(): void; fail(error: Error): void }[] = [];
  const read = new BatchedRead<number, string>(
    (keys) =>
      new Promise<string[]>((resolve, reject) => {
        begun.push({ keys, answer: () => resolve(keys.map((key) => `value ${key}`)), fail: reject });
      }),
    most,
  );
  return { read, begun };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('reads of many keys made as one', () => {
  it('begins at once for a lone caller', async () => {
    const { read, begun } = controlledRead();
    const answer = read.get(3);
    expect(begun.map((b) => b.keys)).toEqual([[3]]);
    begun[0].answer();
    await expect(answer).resolves.toBe('value 3');
  });

  it('reads the keys asked for during a read together in the next one, each caller getting its own', async () => {
    const { read, begun } = controlledRead();
    const first = read.get(1);
    const during = [read.get(2), read.get(3), read.get(4)];
    expect(begun).toHaveLength(1);
    begun[0].answer();
    await settled();
    expect(begun.map((b) => b.keys)).toEqual([[1], [2, 3, 4]]);
    begun[1].answer();
    await expect(first).resolves.toBe('value 1');
    await expect(Promise.all(during)).resolves.toEqual(['value 2', 'value 3', 'value 4']);
  });

  it('reads at most so many keys at once, the rest in the read after', async () => {
    const { read, begun } = controlledRead(2);
    const all = [read.get(1), read.get(2), read.get(3), read.get(4)];
    begun[0].answer();
    await settled();
    begun[1].answer();
    await settled();
    expect(begun.map((b) => b.keys)).toEqual([[1], [2, 3], [4]]);
    begun[2].answer();
    await expect(Promise.all(all)).resolves.toEqual(['value 1', 'value 2', 'value 3', 'value 4']);
  });

  it('fails the callers of a failed read, and reads on for those who asked after', async () => {
    const { read, begun } = controlledRead();
    const failed = read.get(1);
    const later = read.get(2);
    begun[0].fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settled();
    begun[1].answer();
    await expect(later).resolves.toBe('value 2');
  });
});
