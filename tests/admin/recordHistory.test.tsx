import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entrySentence, pastTense } from '../../admin/audit/entrySentence';
import { fakeDataProvider } from './support/fakeProviders';
import { currentPath, renderConsole } from './support/renderConsole';

const refund = {
  action: 'record.action',
  resource: 'orders',
  record_id: 8,
  detail: JSON.stringify({
    action: 'refund',
    before: { status: 'paid' },
    after: { status: 'refunded' },
    touched: [{ resource: 'enrolments', record_id: 12, done: 'revoked', before: { id: 12, course_id: 3 } }],
  }),
};

describe('an audit entry as a person would write it', () => {
  it("says what a refund did to the order and to each enrolment it revoked, by the table's labels", () => {
    expect(entrySentence(refund, 'Admin')).toBe(
      'Admin refunded order #8: status Paid → Refunded; revoked enrolment #12',
    );
  });

  it('names an action by the button that ran it, and a choice by its label', () => {
    const approve = {
      action: 'record.action',
      resource: 'reviews',
      record_id: 4,
      detail: JSON.stringify({
        action: 'approveReview',
        value: 'rejected',
        before: { status: 'pending' },
        after: { status: 'rejected' },
      }),
    };
    expect(entrySentence(approve, 'Ada')).toBe('Ada rejected review #4: status Pending → Rejected');
    const role = {
      action: 'record.action',
      resource: 'users',
      record_id: 5,
      detail: JSON.stringify({
        action: 'changeRole',
        value: 2,
        before: { role_id: 1 },
        after: { role_id: 2 },
      }),
    };
    expect(entrySentence(role, 'Ada')).toBe('Ada changed role user #5: role Student → Admin');
  });

  it('gives each changed field before and after, money in pounds and a reference by its record', () => {
    const update = {
      action: 'record.update',
      resource: 'courses',
      record_id: 3,
      detail: JSON.stringify({
        before: { title: 'Calm', price: 10, course_category_id: 1 },
        after: { title: 'Calmer', price: 12.5, course_category_id: 2 },
      }),
    };
    expect(entrySentence(update, 'Ada')).toBe(
      'Ada changed course #3: title Calm → Calmer, price £10.00 → £12.50, category Course Category #1 → Course Category #2',
    );
  });

  it('says what was made or deleted, with its fields, and what a sign-in was', () => {
    const made = {
      action: 'record.create',
      resource: 'course_tags',
      record_id: 2,
      detail: '{"after":{"id":2,"title":"Grief"}}',
    };
    expect(entrySentence(made, 'Ada')).toBe('Ada created course tag #2: title Grief');
    const gone = {
      action: 'record.delete',
      resource: 'course_tags',
      record_id: 2,
      detail: '{"before":{"id":2,"title":"Grief"}}',
    };
    expect(entrySentence(gone, 'Ada')).toBe('Ada deleted course tag #2: title Grief');
    expect(entrySentence({ action: 'login.success' }, 'Ada')).toBe('Ada signed in');
  });

  it('puts a button label in the past tense', () => {
    expect(['Approve', 'Reject', 'Revoke', 'Make featured', 'refund'].map(pastTense)).toEqual([
      'approved',
      'rejected',
      'revoked',
      'made featured',
      'refunded',
    ]);
  });
});

describe("a record's History", () => {
  it("opens from the record's page on a page of its own that says each change, newest first, and who made it", async () => {
    const dataProvider = fakeDataProvider({
      orders: [{ id: 8, user_id: 1, status: 'refunded', total: 20, subtotal: 20, items: [] }],
      users: [{ id: 1, name: 'Ada Admin', email: 'ada@example.com', role_id: 2 }],
      'audit-log': [
        { id: 31, at: '2031-05-02T10:00:00.000Z', user_id: 1, ...refund },
        {
          id: 30,
          at: '2031-05-01T10:00:00.000Z',
          user_id: null,
          action: 'record.create',
          resource: 'orders',
          record_id: 8,
          detail: JSON.stringify({ after: { id: 8, status: 'pending' } }),
        },
        {
          id: 29,
          at: '2031-05-01T09:00:00.000Z',
          user_id: 1,
          action: 'record.update',
          resource: 'orders',
          record_id: 9,
        },
      ],
    });
    renderConsole('/dashboard/admin/orders/8/show', { dataProvider });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'History' }, { timeout: 30_000 }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/orders/8/history'));

    const history = await screen.findByRole('list', { name: 'History of order #8' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(await within(entries[0]!).findByText(/^Ada Admin refunded order #8/)).toHaveTextContent(
      'Ada Admin refunded order #8: status Paid → Refunded; revoked enrolment #12',
    );
    expect(entries[1]).toHaveTextContent('The system created order #8: status Pending');
    const asked = dataProvider.getList.mock.calls
      .filter(([resource]) => resource === 'audit-log')
      .at(-1)?.[1];
    expect(asked).toMatchObject({
      filter: { resource: 'orders', record_id: 8 },
      sort: { field: 'at', order: 'DESC' },
    });
  });
});
