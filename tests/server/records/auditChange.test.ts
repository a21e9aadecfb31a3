import { describe, expect, it } from 'vitest';
import { changeOf } from '../../../server/records/auditChange';

describe('what the audit log keeps of a change', () => {
  it('keeps only the fields that changed, before and after, without the system times', () => {
    const before = { id: 1, title: 'Calm', price: 10, updated_at: 'x' };
    const after = { id: 1, title: 'Calmer', price: 10, updated_at: 'y' };
    expect(changeOf(before, after)).toEqual({ before: { title: 'Calm' }, after: { title: 'Calmer' } });
  });

  it('keeps a created record whole as after, and a deleted one whole as before, without empty fields', () => {
    const record = { id: 2, title: 'New', sale_price: null, created_at: 'x' };
    expect(changeOf(undefined, record)).toEqual({ after: { id: 2, title: 'New' } });
    expect(changeOf(record, undefined)).toEqual({ before: { id: 2, title: 'New' } });
  });

  it('compares lists and objects by their contents', () => {
    const change = changeOf({ id: 1, tag_ids: [1, 2] }, { id: 1, tag_ids: [1, 2] });
    expect(change).toEqual({ before: {}, after: {} });
  });
});
