import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../server/records/answerCache';

const page = (n: number) => JSON.stringify({ data: [{ id: n, title: `Course ${n}`.repeat(20) }], total: 1 });
const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

describe('the list answers a process keeps', () => {
  it('sends an answer again while its table’s changes number holds', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 4, page(1), 'text');
    expect(text(cache.get('courses', 'page 1', 4, 'text'))).toBe(page(1));
    expect(cache.get('courses', 'page 2', 4, 'text')).toBeUndefined();
    expect(cache.get('lessons', 'page 1', 4, 'text')).toBeUndefined();
  });

  it('lets every answer of a table go once a newer changes number is seen, and no other table’s', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 4, page(1), 'text');
    cache.set('courses', 'page 2', 4, page(2), 'gzip');
    cache.set('lessons', 'page 1', 9, page(3), 'text');
    expect(cache.get('courses', 'page 1', 5, 'text')).toBeUndefined();
    expect(cache.get('courses', 'page 2', 4, 'gzip')).toBeUndefined();
    expect(text(cache.get('lessons', 'page 1', 9, 'text'))).toBe(page(3));
  });

  it('answers a caller that read the counters just before a write with the answer read after it', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 5, page(5), 'text');
    expect(text(cache.get('courses', 'page 1', 4, 'text'))).toBe(page(5));
  });

  it('does not keep an answer read before a write it has already seen', () => {
    const cache = new AnswerCache(1 << 20);
    expect(cache.get('courses', 'page 1', 5, 'text')).toBeUndefined();
    const answer = cache.set('courses', 'page 1', 4, page(4), 'text');
    expect(text(answer)).toBe(page(4));
    expect(cache.get('courses', 'page 1', 4, 'text')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its byte budget, letting the least recently used answer go first', () => {
    const one = new AnswerCache(1 << 20);
    one.set('courses', 'page 1', 1, page(1), 'text');
    const entry = one.size;
    const cache = new AnswerCache(entry * 2 + 10);
    cache.set('courses', 'page 1', 1, page(1), 'text');
    cache.set('courses', 'page 2', 1, page(2), 'text');
    cache.get('courses', 'page 1', 1, 'text');
    cache.set('courses', 'page 3', 1, page(3), 'text');
    expect(cache.size).toBeLessThanOrEqual(entry * 2 + 10);
    expect(cache.get('courses', 'page 2', 1, 'text')).toBeUndefined();
    expect(text(cache.get('courses', 'page 1', 1, 'text'))).toBe(page(1));
    expect(text(cache.get('courses', 'page 3', 1, 'text'))).toBe(page(3));
  });

  it('keeps an answer for a client that takes gzip as gzip bytes that decode to its text', () => {
    const cache = new AnswerCache(1 << 20);
    const json = JSON.stringify({ data: Array.from({ length: 25 }, (_, id) => ({ id, title: 'Calm' })) });
    const kept = cache.set('courses', 'page 1', 1, json, 'gzip');
    expect(gunzipSync(kept).toString('utf8')).toBe(json);
    expect(kept.length).toBeLessThan(json.length / 3);
    expect(cache.size).toBeLessThan(json.length);
  });

  it('keeps an answer for a client that does not take gzip as its text, sent with no decompression', () => {
    const cache = new AnswerCache(1 << 20);
    const kept = cache.set('courses', 'page 1', 1, page(1), 'text');
    expect(text(kept)).toBe(page(1));
    expect(cache.get('courses', 'page 1', 1, 'text')).toBe(kept);
  });

  it('answers a client of the other form from the same kept answer, and keeps both forms within the budget', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 1, page(1), 'text');
    const textOnly = cache.size;
    const gzip = cache.get('courses', 'page 1', 1, 'gzip');
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(page(1));
    expect(cache.size).toBe(textOnly + (gzip?.length ?? 0));
    expect(cache.get('courses', 'page 1', 1, 'gzip')).toBe(gzip);

    cache.set('courses', 'page 2', 1, page(2), 'gzip');
    expect(text(cache.get('courses', 'page 2', 1, 'text'))).toBe(page(2));
  });
});
