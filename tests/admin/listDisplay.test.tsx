import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleRecords } from './support/sampleRecords';
import { fakeDataProvider } from './support/fakeProviders';
import { inRow } from './support/queries';
import { currentPath, renderConsole } from './support/renderConsole';
import { getResource } from '../../src/resources';

const lastListCall = (dataProvider: ReturnType<typeof fakeDataProvider>, route: string) =>
  dataProvider.getList.mock.calls.filter(([resource]) => resource === route).at(-1)?.[1];

describe('a generated list', () => {
  it('shows money in pounds and references by their representation', async () => {
    renderConsole('/dashboard/admin/certificate-level');
    await screen.findByText('Certificate Level level 1');
    const row = inRow('Certificate Level level 1');
    expect(row.getByText('£10.50')).toBeInTheDocument();
    expect(await row.findByText('Awarding Body title 1')).toBeInTheDocument();
    expect(await row.findByText('Transcript type 1')).toBeInTheDocument();
  });

  it('links a reference to the record it names, and following it opens that record, not the row', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/courses');
    await screen.findByText('Course title 1');
    const category = await inRow('Course title 1').findByRole('link', { name: 'Course Category name 1' });
    expect(category).toHaveAttribute('href', '/dashboard/admin/courses/course-categories/1');
    await user.click(category);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/courses/course-categories/1'));
  });

  it('asks for the records a page refers to once per column, not once per row', async () => {
    const courses = getResource('courses');
    const dataProvider = fakeDataProvider({
      courses: sampleRecords(courses, 3).map((course, index) => ({
        ...course,
        course_category_id: index === 0 ? 1 : 2,
      })),
    });
    // The console's prefetch of the categories list would put them in the cache beforehand.
    const answerList = dataProvider.getList.getMockImplementation();
    dataProvider.getList.mockImplementation(async (resource, params) =>
      resource === 'courses/course-categories' ? { data: [], total: 0 } : answerList!(resource, params),
    );
    renderConsole('/dashboard/admin/courses', { dataProvider });
    await screen.findByText('Course title 3');
    expect(await inRow('Course title 1').findByText('Course Category name 1')).toBeInTheDocument();
    expect(await inRow('Course title 2').findByText('Course Category name 2')).toBeInTheDocument();
    expect(await inRow('Course title 3').findByText('Course Category name 2')).toBeInTheDocument();
    const categoryCalls = dataProvider.getMany.mock.calls.filter(
      ([resource]) => resource === 'courses/course-categories',
    );
    expect(categoryCalls.map(([, params]) => params.ids)).toEqual([['1', '2']]);
  });

  it('shows nothing for a reference to a record that is gone', async () => {
    const courses = getResource('courses');
    const [course] = sampleRecords(courses, 1);
    const dataProvider = fakeDataProvider({ courses: [{ ...course, course_category_id: 99 }] });
    renderConsole('/dashboard/admin/courses', { dataProvider });
    await screen.findByText('Course title 1');
    await waitFor(() =>
      expect(dataProvider.getMany).toHaveBeenCalledWith('courses/course-categories', expect.anything()),
    );
    expect(await inRow('Course title 1').findByText('Course Level title 1')).toBeInTheDocument();
    expect(inRow('Course title 1').queryByRole('link', { name: /Course Category/ })).toBeNull();
  });

  it('names choices by their labels and flags as yes or no', async () => {
    renderConsole('/dashboard/admin/courses');
    await screen.findByText('Course title 1');
    expect(inRow('Course title 1').getByText('Draft')).toBeInTheDocument();
    expect(inRow('Course title 1').getByLabelText('Yes')).toBeInTheDocument();
    expect(inRow('Course title 2').getByLabelText('No')).toBeInTheDocument();
  });

  it('pages by the total the server gives', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider({
      'courses/course-tags': sampleRecords(getResource('course_tags'), 23),
    });
    renderConsole('/dashboard/admin/courses/course-tags', { dataProvider });
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Course Tag title 23')).toBeInTheDocument();
    expect(lastListCall(dataProvider, 'courses/course-tags')?.pagination).toEqual({ page: 3, perPage: 10 });
  });

  it('sorts by a sortable column and leaves the others alone', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await screen.findByText('Coupon code 1');
    await user.click(screen.getByRole('button', { name: 'Code', description: /^Sort by code/ }));
    await waitFor(() =>
      expect(lastListCall(dataProvider, 'coupons')?.sort).toEqual({ field: 'code', order: 'ASC' }),
    );
    expect(within(screen.getByRole('columnheader', { name: 'Used' })).queryByRole('button')).toBeNull();
  });

  it('searches after the admin stops typing', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await screen.findByText('Coupon code 1');
    await user.type(screen.getByPlaceholderText('Search coupons'), 'code 2');
    await waitFor(() => expect(lastListCall(dataProvider, 'coupons')?.filter).toEqual({ q: 'code 2' }));
    const searches = dataProvider.getList.mock.calls.filter(
      ([resource, params]) => resource === 'coupons' && params.filter.q !== undefined,
    );
    expect(searches).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Coupon code 1')).not.toBeInTheDocument());
  });

  it('filters by a filterable field', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await screen.findByText('Coupon code 1');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(lastListCall(dataProvider, 'coupons')?.filter).toEqual({ status: 'inactive' }),
    );
  });

  it('asks before deleting the selected records, then deletes them all', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/transcript');
    await screen.findByText('Transcript type 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bulkBar = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]');
    expect(bulkBar).not.toBeNull();
    await user.click(within(bulkBar as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.deleteMany).toHaveBeenCalledWith(
        'transcript',
        expect.objectContaining({ ids: [1, 2] }),
      ),
    );
    expect(await screen.findByText('Transcript successfully deleted!')).toBeInTheDocument();
  });

  it('shows an order read-only, with its items and totals in pounds', async () => {
    const order = {
      id: 7,
      user_id: 1,
      items: [{ kind: 'course', item_id: 3, title: 'Sleep well', unit_price: 49.99 }],
      subtotal: 49.99,
      discount: 5,
      total: 44.99,
      currency: 'GBP',
      coupon_code: 'SPRING',
      status: 'paid',
      payment_reference: 'pi_123',
      created_at: '2024-03-01T10:00:00.000Z',
    };
    const dataProvider = fakeDataProvider({ orders: [order] });
    renderConsole('/dashboard/admin/orders/7/show', { dataProvider });
    expect(await screen.findByText('Sleep well')).toBeInTheDocument();
    expect(screen.getAllByText('£49.99')).toHaveLength(2);
    expect(screen.getByText('£44.99')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  const ordersOf = (...states: string[]) =>
    states.map((status, index) => ({
      id: index + 1,
      user_id: 1,
      items: [{ kind: 'course', item_id: 3, title: `Course of the ${status} order`, unit_price: 10 }],
      subtotal: 10,
      discount: 0,
      total: 10,
      currency: 'GBP',
      coupon_code: null,
      status,
      payment_reference: null,
      created_at: '2024-03-01T10:00:00.000Z',
    }));

  it('offers Delete for an unpaid, failed or cancelled order, not for a paid or refunded one', async () => {
    const dataProvider = fakeDataProvider({
      orders: ordersOf('paid', 'refunded', 'pending', 'failed', 'cancelled'),
    });
    renderConsole('/dashboard/admin/orders', { dataProvider });
    await screen.findByRole('table');
    const rows = await screen.findAllByRole('row');
    const deletable = (status: string) => {
      const row = rows.find((candidate) => within(candidate).queryByText(status, { exact: false }));
      return within(row!).queryByRole('button', { name: 'Delete' }) !== null;
    };
    await waitFor(() => expect(deletable('Paid')).toBe(false));
    expect(deletable('Refunded')).toBe(false);
    expect(deletable('Pending')).toBe(true);
    expect(deletable('Failed')).toBe(true);
    expect(deletable('Cancelled')).toBe(true);
  });

  it('offers Delete for a paid order against the legacy backend, which deletes any order', async () => {
    const dataProvider = fakeDataProvider({ orders: ordersOf('paid') });
    dataProvider.supports.mockImplementation(async () => false);
    renderConsole('/dashboard/admin/orders/1/show', { dataProvider });
    expect(await screen.findByText('Course of the paid order')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers no Delete on a paid order’s page where the server keeps paid orders', async () => {
    const dataProvider = fakeDataProvider({ orders: ordersOf('paid', 'cancelled') });
    renderConsole('/dashboard/admin/orders/1/show', { dataProvider });
    expect(await screen.findByText('Course of the paid order')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers no create or edit for orders', async () => {
    renderConsole('/dashboard/admin/orders');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
