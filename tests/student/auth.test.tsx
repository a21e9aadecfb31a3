import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply } from './fakeServer';
import { order, student } from './fixtures';
import { renderApp } from './renderApp';

describe('the dashboard guard', () => {
  it('sends a visitor from /dashboard to /login', async () => {
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('sends a visitor from any dashboard page to /login', async () => {
    const { location } = renderApp('/dashboard/notes');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(location().pathname).toBe('/login');
  });
});

describe('the login page', () => {
  it('signs in and returns to the page that sent the visitor there', async () => {
    const user = userEvent.setup();
    const { server, location } = renderApp('/dashboard/orders', {
      setup: (s) => s.on('POST /api/login', { user: student }).on('GET /api/my/orders', { data: [order] }),
    });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/orders');
    expect(server.callsTo('POST /api/login')[0].body).toEqual({
      email: 'sam@example.com',
      password: 'a long passphrase',
    });
    expect(server.callsTo('POST /api/login')[0].credentials).toBe('include');
  });

  it('goes to the dashboard when nothing sent the visitor there', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/login', {
      setup: (s) =>
        s
          .on('POST /api/login', { user: student })
          .on('GET /api/my/courses', { data: [] })
          .on('GET /api/my/orders', { data: [] })
          .on('GET /api/get_notes', { data: { data: [], current_page: 1, last_page: 1, total: 0 } }),
    });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it("shows the server's message when the sign-in fails", async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      setup: (s) =>
        s.on('POST /api/login', reply(401, { message: 'These credentials do not match our records.' })),
    });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('These credentials do not match our records.');
    expect(screen.getByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('the register page', () => {
  it('creates the account and opens the dashboard, greeting the new student as new', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/register', {
      setup: (s) =>
        s
          .on('POST /api/register', reply(201, { user: student }))
          .on('GET /api/my/courses', { data: [] })
          .on('GET /api/my/orders', { data: [] })
          .on('GET /api/get_notes', { data: { data: [], current_page: 1, last_page: 1, total: 0 } }),
    });
    await user.type(await screen.findByLabelText('Name'), 'Sam Student');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Welcome to MindWell Academy, Sam Student.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/register')[0].body).toEqual({
      name: 'Sam Student',
      email: 'sam@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
    });
  });

  it("shows the server's message and each field's errors beside the field", async () => {
    const user = userEvent.setup();
    renderApp('/register', {
      setup: (s) =>
        s.on(
          'POST /api/register',
          reply(422, {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          }),
        ),
    });
    await user.type(await screen.findByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The email has already been taken.'),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
  });
});
