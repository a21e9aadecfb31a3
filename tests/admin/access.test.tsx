import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { type GetListResult, HttpError } from 'react-admin';
import { expectRefusedCallLogs } from './support/expectedErrorLogs';
import { PERMISSIONS_KEY } from '../../admin/access/useAdminAccess';
import { startConsole } from '../../admin/consoleStart';
import { LISTS_CACHED_MARK } from '../../admin/prefetch/marks';
import { OPENING_WAIT_MS } from '../../admin/prefetch/openingWait';
import { defaultListParams } from '../../src/api/lists';
import { listQueryKey } from '../../src/api/prefetch';
import { allResources } from '../../src/resources';
import { asDataProvider, fakeAuthProvider, fakeDataProvider, holdList } from './support/fakeProviders';
import { currentPath, renderConsole } from './support/renderConsole';

const lessons = allResources.find(
  (resource) => resource.route === 'lessons',
) as (typeof allResources)[number];

/** Whether `work` settles within `ms`. */
const settlesWithin = (work: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('the door of the console (docs/legacy-api.md §2, §6)', () => {
  it('shows the four-dot loader while access is checked', async () => {
    const authProvider = fakeAuthProvider();
    let allow: () => void = () => undefined;
    authProvider.checkAuth.mockImplementationOnce(() => new Promise<void>((resolve) => (allow = resolve)));
    renderConsole('/dashboard/admin/coupons', { authProvider });
    const loader = await screen.findByRole('status', { name: 'Checking your access' });
    expect(loader.querySelectorAll('span')).toHaveLength(4);
    allow();
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your access' })).not.toBeInTheDocument();
  });

  it('takes over the access check and the lists begun before it mounted, asking for nothing twice', async () => {
    const dataProvider = fakeDataProvider();
    const authProvider = fakeAuthProvider();
    const start = startConsole(authProvider, asDataProvider(dataProvider));
    renderConsole('/dashboard/admin/coupons', { dataProvider, authProvider, start });
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.length).toBeGreaterThanOrEqual(allResources.length),
    );
    expect(authProvider.checkAuth).toHaveBeenCalledTimes(1);
    for (const resource of allResources)
      expect(
        dataProvider.getList.mock.calls.filter(([route]) => route === resource.route),
        resource.route,
      ).toHaveLength(1);
  });

  it("has the admin's permissions in react-admin's cache by the time access is granted, and asks for them once", async () => {
    const dataProvider = fakeDataProvider();
    const authProvider = fakeAuthProvider();
    const start = startConsole(authProvider, asDataProvider(dataProvider));
    await start.access;
    expect(start.queryClient.getQueryData(PERMISSIONS_KEY)).toBe(2);
    renderConsole('/dashboard/admin/coupons', { dataProvider, authProvider, start });
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(1);
  });

  it("marks the moment the first page of every list is in react-admin's cache, and not before", async () => {
    const queryClientOf: { current?: QueryClient } = {};
    const cachedLists = () =>
      (queryClientOf.current?.getQueriesData<GetListResult>({ queryKey: [] }) ?? [])
        .filter(([key, page]) => key[1] === 'getList' && page !== undefined)
        .map(([key]) => key[0]);
    const listsAtMark: unknown[][] = [];
    const mark = vi.spyOn(performance, 'mark').mockImplementation((name) => {
      if (name === LISTS_CACHED_MARK) listsAtMark.push(cachedLists());
      return undefined as unknown as PerformanceMark;
    });
    try {
      const start = startConsole(fakeAuthProvider(), asDataProvider(fakeDataProvider()));
      queryClientOf.current = start.queryClient;
      await start.access;
      expect(listsAtMark).toHaveLength(0);
      await waitFor(() => expect(listsAtMark).toHaveLength(1));
      expect([...listsAtMark[0]].sort()).toEqual(allResources.map((resource) => resource.route).sort());
    } finally {
      mark.mockRestore();
    }
  });

  it("draws nothing of the console until every list's first page is in its cache, then the opening list with its rows", async () => {
    const dataProvider = fakeDataProvider();
    const { release } = holdList(dataProvider, 'lessons');
    renderConsole('/dashboard/admin/coupons', { dataProvider });
    expect(await screen.findByRole('status', { name: 'Opening the console' })).toBeInTheDocument();
    expect(screen.queryByText('Coupon code 1')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
    release();
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Opening the console' })).not.toBeInTheDocument();
  });

  it(`draws the console anyway after ${OPENING_WAIT_MS} ms when a list never answers`, async () => {
    const dataProvider = fakeDataProvider();
    holdList(dataProvider, 'lessons');
    const openedAt = Date.now();
    renderConsole('/dashboard/admin/coupons', { dataProvider });
    expect(await screen.findByRole('status', { name: 'Opening the console' })).toBeInTheDocument();
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(OPENING_WAIT_MS);
  });

  it("is ready for the console's code once every list's first page is in its cache", async () => {
    const dataProvider = fakeDataProvider();
    const { release } = holdList(dataProvider, 'lessons');
    const start = startConsole(fakeAuthProvider(), asDataProvider(dataProvider));
    await start.access;
    expect(await settlesWithin(start.ready, 100)).toBe(false);
    release();
    expect(await settlesWithin(start.ready, 1_000)).toBe(true);
    expect(start.queryClient.getQueryData(listQueryKey('lessons', defaultListParams(lessons)))).toBeDefined();
  });

  it(`is ready ${OPENING_WAIT_MS} ms after access was granted when a list never answers, and at once for anyone else`, async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.getList.mockImplementation(() => new Promise<never>(() => undefined));
    const start = startConsole(fakeAuthProvider(), asDataProvider(dataProvider));
    await start.access;
    const grantedAt = Date.now();
    await start.ready;
    expect(Date.now() - grantedAt).toBeGreaterThanOrEqual(OPENING_WAIT_MS - 20);

    const authProvider = fakeAuthProvider();
    authProvider.checkAuth.mockRejectedValueOnce(new Error('This area is for administrators only'));
    const refused = startConsole(authProvider, asDataProvider(fakeDataProvider()));
    expect(await settlesWithin(refused.ready, 100)).toBe(true);
  });

  it('shows the admin login page to a visitor who is not an admin', async () => {
    renderConsole('/dashboard/admin/coupons', { authProvider: fakeAuthProvider({ admin: false }) });
    expect(await screen.findByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByText('Coupons')).not.toBeInTheDocument();
  });

  it('sends nothing while a field is empty: the browser asks to fill it out', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({ admin: false });
    renderConsole('/dashboard/admin', { authProvider });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/^Password/)).toBeInvalid();
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('stays on the login page and shows the server message when a login is refused', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({
      admin: false,
      loginRefusal: 'These credentials do not match our records.',
    });
    renderConsole('/dashboard/admin', { authProvider });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(authProvider.login).toHaveBeenCalledWith({
      email: 'admin@example.org',
      password: 'wrong password',
    });
    expect(screen.getByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
  });

  it('opens the console where the admin was heading after a successful login', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/coupons', { authProvider: fakeAuthProvider({ admin: false }) });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'right password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/coupons');
  });

  it('asks for every list after a login that follows a start refused for a visitor', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({ admin: false });
    const dataProvider = fakeDataProvider();
    const start = startConsole(authProvider, asDataProvider(dataProvider));
    renderConsole('/dashboard/admin/coupons', { authProvider, dataProvider, start });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'right password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    const asked = () => new Set(dataProvider.getList.mock.calls.map(([route]) => route));
    await waitFor(() => expect(asked().size).toBe(allResources.length));
  });

  it('logs the admin out from the fixed button at the top and goes to /', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderConsole('/dashboard/admin/coupons');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    expect(logout.closest('header')).not.toBeNull();
    await user.click(logout);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(vi.mocked(authProvider.logout)).toHaveBeenCalled();
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
  });
});

describe('a session that ends mid-way', () => {
  expectRefusedCallLogs();

  it('brings back the login page in place, then the page the admin was on', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    const dataProvider = fakeDataProvider();
    const serve = dataProvider.getList.getMockImplementation();
    if (!serve) throw new Error('the fake lost its list');
    let sessionOver = true;
    dataProvider.getList.mockImplementation(async (resource, params) => {
      if (sessionOver && resource === 'coupons')
        throw new HttpError('Unauthenticated.', 401, { message: 'Unauthenticated.' });
      return serve(resource, params);
    });
    authProvider.checkError.mockImplementation(async (error) => {
      if (error?.status === 401)
        throw {
          message: 'Your session has ended: please sign in again',
          redirectTo: '/dashboard/admin/login',
        };
    });
    const signIn = authProvider.login.getMockImplementation();
    authProvider.login.mockImplementation(async (credentials) => {
      sessionOver = false;
      await signIn?.(credentials);
    });
    renderConsole('/dashboard/admin/coupons', { authProvider, dataProvider });
    expect(await screen.findByText('Your session has ended: please sign in again')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/coupons');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'right password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Coupon code 1')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/admin/coupons');
  });
});
