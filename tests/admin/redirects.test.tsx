import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deleteRow, retype, save } from './support/actions';
import { fakeDataProvider } from './support/fakeProviders';
import { createWith } from './support/queries';
import { currentPath, renderConsole } from './support/renderConsole';

const landsOn = (path: string) => waitFor(() => expect(currentPath()).toBe(path));

describe('where a save lands (docs/legacy-api.md §2)', () => {
  it('goes back to the list after a generic create', async () => {
    const user = userEvent.setup();
    renderConsole(createWith('awarding-bodies', { title: 'Royal College' }));
    await save(user);
    await landsOn('/dashboard/admin/awarding-bodies');
  });

  it('goes back to the list after a generic update', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/blogs/categories/1');
    await retype(user, /^Title/, 'Sleep');
    await save(user);
    await landsOn('/dashboard/admin/blogs/categories');
  });

  it.each([
    ['course tag', 'courses/course-tags', { title: 'Anxiety' }],
    ['FAQ', 'faqs', { question: 'How long is a course?', answer: '<p>Six weeks.</p>' }],
  ])('keeps a created %s on the create form', async (_what, route, values) => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole(createWith(route, values));
    await save(user);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/successfully created!/)).toBeInTheDocument();
    expect(currentPath()).toMatch(new RegExp(`^/dashboard/admin/${route}/create`));
  });

  it('keeps a created coupon on the form, emptied for the next one', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons/create');
    await retype(user, /^Code/, 'spring');
    await user.click(screen.getByRole('combobox', { name: /^Discount type/ }));
    await user.click(await screen.findByRole('option', { name: 'Percent' }));
    await user.type(screen.getByRole('spinbutton', { name: /^Amount/ }), '15');
    await save(user);
    expect(await screen.findByText('Coupon successfully created!')).toBeInTheDocument();
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({
      code: 'SPRING',
      discount_type: 'percent',
      amount: 15,
    });
    expect(currentPath()).toBe('/dashboard/admin/coupons/create');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue(''));
  });

  it('keeps an updated coupon on its form', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons/1');
    await retype(user, /^Code/, 'AUTUMN');
    await save(user);
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Coupon successfully Updated!')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/coupons/1');
  });

  it('keeps a course on its form after an update', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/courses/1');
    await retype(user, /^Title/, 'Mindfulness at work');
    await save(user);
    expect(await screen.findByText('Course successfully Updated!')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/courses/1');
  });
});

describe('a bundle saved with the no-redirect flag', () => {
  it('stays on the form after "Save and stay", and the flag is not sent', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/bundles/1');
    await retype(user, /^Title/, 'Calm starter pack');
    await save(user, 'Save and stay');
    expect(await screen.findByText('Bundle successfully Updated!')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/bundles/1');
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.data.title).toBe('Calm starter pack');
    expect(Object.keys(params.data)).not.toContain('noRedirect');
  });

  it('goes back to the list after a plain Save', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/bundles/1');
    await retype(user, /^Title/, 'Calm starter pack');
    await save(user);
    await landsOn('/dashboard/admin/bundles');
  });
});

describe('where a delete lands (docs/legacy-api.md §2)', () => {
  it('keeps the list where it is after deleting a coupon', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/coupons');
    await screen.findByText('Coupon code 1');
    const before = currentPath();
    await deleteRow(user, 'Coupon code 1');
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Coupon successfully deleted!')).toBeInTheDocument();
    expect(currentPath()).toBe(before);
  });

  it('returns to the lessons list after deleting a lesson', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/lessons/1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await landsOn('/dashboard/admin/lessons');
  });
});

describe('lists read again after a save (docs/legacy-api.md §4)', () => {
  it.each([
    ['lesson', 'lessons'],
    ['blog', 'blogs'],
  ])('fetches the %s list anew after an update', async (_what, route) => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    renderConsole(`/dashboard/admin/${route}/1`, { dataProvider });
    await retype(user, /^Title/, 'Kind words');
    const listCalls = () => dataProvider.getList.mock.calls.filter(([resource]) => resource === route).length;
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
    const before = listCalls();
    await save(user);
    await landsOn(`/dashboard/admin/${route}`);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});
