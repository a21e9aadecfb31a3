import { describe, expect, it } from 'vitest';
import { moved, orderChanges } from '../../admin/courseBuilder/reorder';
import { orderAnnouncements } from '../../admin/courseBuilder/orderAnnouncements';

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

describe('what a screen reader hears while a row is moved', () => {
  const rows = [
    { id: 1, name: 'lesson Arrive' },
    { id: 2, name: 'lesson Settle' },
    { id: 3, name: 'lesson Return' },
  ];
  const row = (id: number) => ({
    id,
    data: { current: undefined },
    rect: { current: { initial: null, translated: null } },
  });
  const over = (id: number) => ({
    id,
    rect: { top: 0, left: 0, width: 0, height: 0, bottom: 0, right: 0 },
    disabled: false,
    data: { current: undefined },
  });

  it('names the lifted row and its place, and keeps quiet while it is still over its own place', () => {
    const say = orderAnnouncements(rows);
    expect(say.onDragStart({ active: row(3) })).toBe('Picked up the lesson Return, at position 3 of 3.');
    expect(say.onDragOver({ active: row(3), over: over(3) })).toBeUndefined();
    expect(say.onDragOver({ active: row(3), over: over(2) })).toBe(
      'The lesson Return was moved over the lesson Settle, position 2 of 3.',
    );
    expect(say.onDragOver({ active: row(3), over: over(3) })).toBe(
      'The lesson Return is back at position 3 of 3.',
    );
  });

  it('says where the row was dropped, or that it stays where it was', () => {
    const say = orderAnnouncements(rows);
    expect(say.onDragEnd({ active: row(1), over: over(3) })).toBe(
      'The lesson Arrive was dropped at position 3 of 3.',
    );
    expect(say.onDragEnd({ active: row(1), over: over(1) })).toBe(
      'The lesson Arrive was dropped where it was.',
    );
    expect(say.onDragCancel({ active: row(2), over: null })).toBe(
      'Moving the lesson Settle was cancelled; it stays at position 2 of 3.',
    );
  });
});
