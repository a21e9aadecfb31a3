import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../server/records/answerCache';

const page = (n: number) => JSON.stringify({ data: [{ id: n, title: `Course ${n}`.repeat(20) }], total: 1 });

describe('the list answers a process keeps', () => {
  it('sends an answer again while its table’s changes number holds', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 4, page(1));
    expect(cache.get('courses', 'page 1', 4)?.text).toBe(page(1));
    expect(cache.get('courses', 'page 2', 4)).toBeUndefined();
    expect(cache.get('lessons', 'page 1', 4)).toBeUndefined();
  });

  it('lets every answer of a table go once a newer changes number is seen, and no other table’s', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 4, page(1));
    cache.set('courses', 'page 2', 4, page(2));
    cache.set('lessons', 'page 1', 9, page(3));
    expect(cache.get('courses', 'page 1', 5)).toBeUndefined();
    expect(cache.get('courses', 'page 2', 4)).toBeUndefined();
    expect(cache.get('lessons', 'page 1', 9)?.text).toBe(page(3));
  });

  it('answers a caller that read the counters just before a write with the answer read after it', () => {
    const cache = new AnswerCache(1 << 20);
    cache.set('courses', 'page 1', 5, page(5));
    expect(cache.get('courses', 'page 1', 4)?.text).toBe(page(5));
  });

  it('does not keep an answer read before a write it has already seen', () => {
    const cache = new AnswerCache(1 << 20);
    expect(cache.get('courses', 'page 1', 5)).toBeUndefined();
    const answer = cache.set('courses', 'page 1', 4, page(4));
    expect(answer.text).toBe(page(4));
    expect(cache.get('courses', 'page 1', 4)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its byte budget, letting the least recently used answer go first', () => {
    const one = new AnswerCache(1 << 20);
    one.set('courses', 'page 1', 1, page(1));
    const entry = one.size;
    const cache = new AnswerCache(entry * 2 + 10);
    cache.set('courses', 'page 1', 1, page(1));
    cache.set('courses', 'page 2', 1, page(2));
    cache.get('courses', 'page 1', 1);
    cache.set('courses', 'page 3', 1, page(3));
    expect(cache.size).toBeLessThanOrEqual(entry * 2 + 10);
    expect(cache.get('courses', 'page 2', 1)).toBeUndefined();
    expect(cache.get('courses', 'page 1', 1)?.text).toBe(page(1));
    expect(cache.get('courses', 'page 3', 1)?.text).toBe(page(3));
  });

  it('keeps each answer as gzip bytes that decode to its text', () => {
    const cache = new AnswerCache(1 << 20);
    const text = JSON.stringify({ data: Array.from({ length: 25 }, (_, id) => ({ id, title: 'Calm' })) });
    const kept = cache.set('courses', 'page 1', 1, text);
    expect(gunzipSync(kept.gzip).toString('utf8')).toBe(text);
    expect(kept.gzip.length).toBeLessThan(text.length / 3);
  });
});
