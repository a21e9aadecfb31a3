import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultListParams } from '../../src/api/lists';
import { allResources } from '../../src/resources';
import { renderConsole } from './support/renderConsole';

describe('opening the console (docs/legacy-api.md §1)', () => {
  it('asks for the first page of every list at once', async () => {
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.length).toBeGreaterThanOrEqual(allResources.length),
    );
    for (const resource of allResources)
      expect(dataProvider.getList, resource.route).toHaveBeenCalledWith(
        resource.route,
        expect.objectContaining(defaultListParams(resource)),
      );
  });

  it('asks for the list being opened before the others, then the rest in menu order', async () => {
    const { dataProvider } = renderConsole('/dashboard/admin/tips');
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.length).toBeGreaterThanOrEqual(allResources.length),
    );
    const asked = dataProvider.getList.mock.calls.map(([resource]) => resource);
    expect(asked[0]).toBe('tips');
    expect(asked.slice(1, 3)).toEqual(['courses', 'courses/course-categories']);
  });

  it('asks for the list being opened with the lists it refers to, then all the others together', async () => {
    const { dataProvider } = renderConsole('/dashboard/admin/courses');
    await waitFor(() => expect(dataProvider.getLists).toHaveBeenCalledTimes(2));
    const [first, rest] = dataProvider.getLists.mock.calls.map(([requests]) =>
      requests.map((request) => request.resource),
    );
    expect(first[0]).toBe('courses');
    expect(first.slice(1).sort()).toEqual([
      'courses/course-categories',
      'courses/course-levels',
      'instructors',
    ]);
    expect([...first, ...rest].sort()).toEqual(allResources.map((resource) => resource.route).sort());
  });

  it('shows another list from the cache, without asking the server again', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await screen.findByText('Coupon code 1');
    const tipCalls = () => dataProvider.getList.mock.calls.filter(([resource]) => resource === 'tips').length;
    await waitFor(() => expect(tipCalls()).toBe(1));

    await user.click(screen.getByRole('menuitem', { name: 'Tips' }));

    expect(await screen.findByText('Tip title 1')).toBeInTheDocument();
    expect(tipCalls()).toBe(1);
  });

  it('opens a prefetched record without asking for it', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await user.click(await screen.findByText('Coupon code 2'));
    expect(await screen.findByDisplayValue('Coupon code 2')).toBeInTheDocument();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });
});
