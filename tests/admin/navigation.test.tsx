import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../src/resources';
import { fakeDataProvider } from './support/fakeProviders';
import { currentPath, renderConsole } from './support/renderConsole';

describe('finding the way around the console', () => {
  it('opens on its dashboard: the sales, the newcomers and what waits for approval', async () => {
    renderConsole('/dashboard/admin');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('region', { name: 'Sales today' })).toHaveTextContent('£45.99');
    expect(main.getByRole('region', { name: 'Sales this month' })).toHaveTextContent('£1,234.56');
    expect(main.getByRole('region', { name: 'New students this month' })).toHaveTextContent('7');
    expect(main.getByRole('region', { name: 'Enrolments this month' })).toHaveTextContent('12');
    expect(main.getByRole('region', { name: 'Comments awaiting approval' })).toHaveTextContent('3');
    expect(main.getByRole('region', { name: 'Reviews awaiting approval' })).toHaveTextContent('2');
    expect(currentPath()).toBe('/dashboard/admin');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists every resource in the menu, under its group', async () => {
    renderConsole('/dashboard/admin/coupons');
    const menu = await screen.findByRole('menu');
    for (const title of ['Catalogue', 'Content', 'People', 'Sales', 'Settings'])
      expect(within(menu).getByText(title)).toBeInTheDocument();
    const entries = within(menu).getAllByRole('menuitem');
    // The dashboard, then every resource.
    expect(entries).toHaveLength(allResources.length + 1);
    expect(within(menu).getByRole('menuitem', { name: 'Blog Categories' })).toHaveAttribute(
      'href',
      '/dashboard/admin/blogs/categories',
    );
  });

  it('offers against the legacy backend only what it answers: its lists, and a dashboard without figures', async () => {
    const legacyServer = fakeDataProvider();
    legacyServer.supports.mockResolvedValue(false);
    renderConsole('/dashboard/admin', { dataProvider: legacyServer });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('region', { name: 'This server keeps no figures' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Moderate reviews' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/admin/reviews?filter='),
    );
    expect(main.queryByRole('region', { name: 'Enrolments this month' })).not.toBeInTheDocument();
    const menu = screen.getByRole('menu');
    const legacy = allResources.filter((resource) => !resource.extension);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(legacy.length + 1));
    for (const name of ['Enrolments', 'Certificates', 'Exam Attempts', 'Support Lines', 'Audit Log'])
      expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Coupons' })).toBeInTheDocument();
    expect(legacyServer.getDashboard).not.toHaveBeenCalled();
    const asked = legacyServer.getList.mock.calls.map(([route]) => route);
    for (const resource of allResources.filter((r) => r.extension))
      expect(asked).not.toContain(resource.route);
  });

  it('marks only the entry of the page being shown, and moves the mark with the admin', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/courses/course-levels');
    const menu = await screen.findByRole('menu');
    const entry = (name: string) => within(menu).getByRole('menuitem', { name });
    const marked = () =>
      within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.classList.contains('RaMenuItemLink-active'))
        .map((item) => item.textContent);
    await waitFor(() => expect(marked()).toEqual(['Course Levels']));
    await user.click(entry('Lessons'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/lessons'));
    await waitFor(() => expect(marked()).toEqual(['Lessons']));
  });

  it('tells assistive technology which entry is the current page, and moves between entries with the arrow keys', async () => {
    const user = userEvent.setup();
    renderConsole('/dashboard/admin/courses/course-levels');
    const menu = await screen.findByRole('menu');
    const entry = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(entry('Course Levels')).toHaveAttribute('aria-current', 'page'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(1);
    entry('Course Categories').focus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Course Levels')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Course Tags')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/courses/course-tags'));
    await waitFor(() => expect(entry('Course Tags')).toHaveAttribute('aria-current', 'page'));
  });

  it('keeps the menu below the bar when the page scrolls, as the bar never hides', async () => {
    renderConsole('/dashboard/admin/courses');
    await screen.findByText('Course title 1');
    const sidebar = () => document.querySelector('.RaSidebar-docked');
    expect(sidebar()).not.toBeNull();
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 600 });
    try {
      fireEvent.scroll(window);
      expect(sidebar()).not.toHaveClass('RaSidebar-appBarCollapsed');
    } finally {
      Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 0 });
    }
  });
});
