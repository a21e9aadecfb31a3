import { describe, expect, it } from 'vitest';
import { moved, orderChanges } from '../../admin/courseBuilder/reorder';

describe("a course's topics and lessons put in a new order", () => {
  it('moves one item to its new place and keeps the rest in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('saves only the records whose place number changes, numbered from 1', () => {
    const records = [
      { id: 3, sort_order: 3 },
      { id: 1, sort_order: 1 },
      { id: 2, sort_order: 2 },
    ];
    expect(orderChanges(records).map(({ record, sortOrder }) => [record.id, sortOrder])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(
      orderChanges([
        { id: 1, sort_order: 1 },
        { id: 2, sort_order: 2 },
      ]),
    ).toEqual([]);
  });
});
