import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage as ConsoleLoginPage } from '../../admin/access/LoginPage';
import { reply } from './fakeServer';
import { student } from './fixtures';
import { renderApp } from './renderApp';

const unverified = {
  email: student.email,
  email_verified: false,
  email_verified_at: null,
  pending_email: null,
};

describe('Forgot your password?', () => {
  it('is a link from the student sign-in page to the page that asks for a reset link', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe('/forgot-password');
  });

  it('is a link on the console’s sign-in page too', () => {
    render(<ConsoleLoginPage login={async () => undefined} onLoggedIn={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says what the server says once the link is asked for, and shows a throttled answer as an error', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { server } = renderApp('/forgot-password', {
      setup: (s) =>
        s.on('POST /api/password/forgot', () =>
          calls++ === 0
            ? reply(429, { message: 'Too many reset requests. Try again in 15 minutes.' })
            : { ok: true, message: 'If an account uses this address, we have sent it a link.' },
        ),
    });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Try again in 15 minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'If an account uses this address, we have sent it a link.',
    );
    expect(server.callsTo('POST /api/password/forgot')[1].body).toEqual({ email: 'sam@example.com' });
  });
});

describe('the reset page', () => {
  it('says an expired link has expired, and offers to ask for a new one', async () => {
    renderApp('/reset-password?token=old-token-old-token-old', {
      setup: (s) =>
        s.on(
          'POST /api/password/reset/check',
          reply(410, { message: 'This link has expired. Ask for a new one.' }),
        ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('sets the new password and leads to the login page', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/reset-password?token=good-token-good-token-go', {
      setup: (s) =>
        s.on('POST /api/password/reset/check', { ok: true }).on('POST /api/password/reset', {
          ok: true,
          message: 'Your password has been changed. Log in with your new password.',
        }),
    });
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const done = (
      await screen.findByText('Your password has been changed. Log in with your new password.')
    ).closest('[role="status"]') as HTMLElement;
    expect(within(done).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(server.callsTo('POST /api/password/reset')[0].body).toEqual({
      token: 'good-token-good-token-go',
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    });
  });
});

describe('the reminder to verify', () => {
  it('shows on a student’s pages until the address is verified, and sends a new link', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/faq', {
      user: student,
      setup: (s) =>
        s
          .on('GET /api/faqs', { data: [] })
          .on('GET /api/account', { data: unverified })
          .on('POST /api/account/verify-email/resend', {
            ok: true,
            message: `We have sent a new link to ${student.email}.`,
          }),
    });
    const notice = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(notice).toHaveTextContent(`open the link we sent to ${student.email}`);
    await user.click(within(notice).getByRole('button', { name: 'Resend verification email' }));
    expect(
      await within(notice).findByText(`We have sent a new link to ${student.email}.`),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/verify-email/resend')).toHaveLength(1);
  });

  it('is not shown once the address is verified', async () => {
    renderApp('/dashboard/faq', {
      user: student,
      setup: (s) =>
        s.on('GET /api/faqs', { data: [] }).on('GET /api/account', {
          data: { ...unverified, email_verified: true, email_verified_at: '2024-01-01T00:00:00Z' },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).toBeNull();
  });
});
