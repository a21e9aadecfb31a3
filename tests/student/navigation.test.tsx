import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeServer } from './fakeServer';
import { admin, student } from './fixtures';
import { renderApp } from './renderApp';

const dashboardData = (server: FakeServer) =>
  server
    .on('GET /api/my/courses', { data: [] })
    .on('GET /api/my/orders', { data: [] })
    .on('GET /api/get_notes', { data: { data: [], current_page: 1, last_page: 1, total: 0 } });

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('the navigation bar', () => {
  it('shows a student Home, Courses, Dashboard, Enrolled Courses, Orders and Help, and no Admin', async () => {
    renderApp('/dashboard', { user: student, setup: dashboardData });
    const nav = await mainNav();
    await nav.findByRole('link', { name: 'Dashboard' });
    expect(
      within(nav.getByRole('list'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Courses', 'Dashboard', 'Enrolled Courses', 'Orders', 'Help']);
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows an admin the Admin link to the console', async () => {
    renderApp('/dashboard', { user: admin, setup: dashboardData });
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard/admin');
  });

  it('highlights only the link of the current page', async () => {
    renderApp('/dashboard/orders', { user: student, setup: (s) => s.on('GET /api/my/orders', { data: [] }) });
    const nav = await mainNav();
    const orders = await nav.findByRole('link', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers a visitor the public pages and the way in', async () => {
    renderApp('/about');
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    renderApp('/about');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('the admin console', () => {
  it('is loaded from the server, without the navigation bar or the footer', async () => {
    renderApp('/dashboard/admin/blogs', { user: admin });
    expect(await screen.findByText('A page loaded from the server')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('shows the 2021 copyright and links Home, About Us and Blog, then Terms, Privacy, Refund policy and Contact', async () => {
    renderApp('/about');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText('© 2021 MindWell Academy')).toBeInTheDocument();
    expect(footer.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Refund policy', '/refund-policy'],
      ['Contact', '/contact'],
    ]);
  });
});

describe('the profile dropdown', () => {
  it('shows the avatar, name, Welcome!, My profile and Logout when opened', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: student, setup: dashboardData });
    const button = await screen.findByRole('button', { name: /Sam Student/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Welcome!')).toBeVisible();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  it('opens from the keyboard, moves with the arrows and closes with Escape back to its button', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: student, setup: dashboardData });
    const button = await screen.findByRole('button', { name: /Sam Student/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('logs out: calls the server, forgets the user and goes home', async () => {
    const user = userEvent.setup();
    const { server, location } = renderApp('/dashboard', {
      user: student,
      setup: (s) =>
        dashboardData(s).on('GET /api/home', { featured_courses: [], latest_posts: [], featured_tip: null }),
    });
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(server.callsTo('POST /api/logout')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sam Student/ })).not.toBeInTheDocument();
  });
});
