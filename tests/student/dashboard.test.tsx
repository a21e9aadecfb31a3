import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeServer, paged, reply } from './fakeServer';
import { course, note, order, student } from './fixtures';
import { renderApp } from './renderApp';

const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

function studentData(server: FakeServer) {
  server
    .on('GET /api/my/courses', { data: [course] })
    .on('GET /api/my/orders', {
      data: [
        order,
        { ...order, id: 11, total: 10, status: 'pending' },
        { ...order, id: 10 },
        { ...order, id: 9 },
      ],
    })
    .on('GET /api/get_notes', { data: paged([note(1, 'Grounding: five things I can see')]) });
}

describe('the student dashboard', () => {
  it('shows enrolled courses with progress bars, recent orders and recent notes', async () => {
    renderApp('/dashboard', { user: student, setup: studentData });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Mental Health First Aid progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40% complete')).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: 'Recent orders' });
    expect(within(orders).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByText('Grounding: five things I can see')).toBeInTheDocument();
  });
});

/** Enrolled Courses, the server answering `courses` as the student's. */
const showCourses = (courses: object[]) =>
  renderApp('/dashboard/courses', {
    user: student,
    setup: (s) => s.on('GET /api/my/courses', { data: courses }).on('GET /api/support-lines', { data: [] }),
  });

describe('Enrolled Courses', () => {
  it("lists the student's courses under a header band", async () => {
    renderApp('/dashboard/courses', { user: student, setup: studentData });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrolled Courses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mental Health First Aid' })).toBeInTheDocument();
    expect(screen.getByText(/with Dr Rowe/)).toBeInTheDocument();
  });

  it('offers Continue at the first unfinished lesson, Start when nothing is done, and shows a paused course', async () => {
    const started = {
      ...course,
      lessons_total: 5,
      lessons_completed: 2,
      resume_lesson_id: 14,
      last_activity_at: '2024-03-05T09:00:00.000Z',
      paused_at: null,
    };
    const fresh = {
      ...course,
      id: 4,
      title: 'Sleep Well',
      slug: 'sleep-well',
      progress: 0,
      lessons_total: 4,
      lessons_completed: 0,
      resume_lesson_id: 21,
      paused_at: '2024-03-06T09:00:00.000Z',
    };
    showCourses([started, fresh]);
    const first = (await screen.findByRole('heading', { name: 'Mental Health First Aid' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/learn/mental-health-first-aid/14',
    );
    expect(first).toHaveTextContent('2 of 5 lessons done');
    expect(first).toHaveTextContent('Last activity 5 March 2024');
    const second = screen.getByRole('heading', { name: /Sleep Well/ }).closest('li')!;
    expect(within(second).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/learn/sleep-well/21',
    );
    expect(second).toHaveTextContent('Paused');
    expect(within(second).getByRole('button', { name: 'Resume course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Need support now?' })).toBeInTheDocument();
  });

  it('marks a completed course, links to its certificate and offers its PDF', async () => {
    const completed = {
      ...course,
      progress: 100,
      lessons_total: 5,
      lessons_completed: 5,
      resume_lesson_id: 12,
      certificate_code: 'MW-ABCD-EFGH-JKMN',
    };
    showCourses([completed]);
    const card = (await screen.findByRole('heading', { name: /Mental Health First Aid/ })).closest('li')!;
    expect(card).toHaveTextContent('Completed');
    expect(within(card).getByRole('link', { name: 'Your certificate' })).toHaveAttribute(
      'href',
      '/certificates/MW-ABCD-EFGH-JKMN',
    );
    expect(within(card).getByRole('button', { name: 'Download certificate' })).toHaveAccessibleDescription(
      /Mental Health First Aid/,
    );
    expect(within(card).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
  });

  it('says so when the student has no course yet', async () => {
    showCourses([]);
    expect(await screen.findByText(/not enrolled on any course yet/)).toBeInTheDocument();
  });
});

describe('Orders', () => {
  it('shows each order with its items, its total in pounds sterling and its status', async () => {
    renderApp('/dashboard/orders', { user: student, setup: studentData });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('#12');
    expect(first).toHaveTextContent('Mental Health First Aid (£49.99)');
    expect(first).toHaveTextContent('£1,234.50');
    expect(first).toHaveTextContent('Paid');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Pending');
  });

  it("shows the server's message when the orders cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp('/dashboard/orders', {
      user: student,
      setup: (s) =>
        s.on('GET /api/my/orders', () =>
          fail ? reply(503, { message: 'Orders are resting.' }) : { data: [order] },
        ),
    });
    expect(await screen.findByText('Orders are resting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeInTheDocument();
  });
});

describe('Help', () => {
  it('shows the FAQs with no header band', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/dashboard/faq', {
      user: student,
      setup: (s) =>
        s.on('GET /api/faqs', {
          data: [
            { id: 1, question: 'How do I get my certificate?', answer: '<p>Pass the <b>final exam</b>.</p>' },
          ],
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(container.querySelector('.page-band')).toBeNull();
    const question = await screen.findByText('How do I get my certificate?');
    await user.click(question);
    expect(screen.getByText('final exam')).toBeVisible();
  });
});

describe('My profile', () => {
  it('saves a new name and shows it in the bar', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/profile', {
      user: student,
      setup: (s) => s.on('POST /api/profile', ({ body }) => ({ user: { ...student, ...(body as object) } })),
    });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Sam Rivers');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await toasts().findByText('Profile updated')).toBeInTheDocument();
    expect(server.callsTo('POST /api/profile')[0].body).toEqual({
      name: 'Sam Rivers',
      profile_picture: null,
    });
    expect(screen.getByRole('button', { name: /Sam Rivers/ })).toBeInTheDocument();
  });

  it('uploads a chosen picture first, then saves its address', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/dashboard/profile', {
      user: student,
      setup: (s) =>
        s
          .on('POST /api/profile/picture', { data: { url: '/uploads/me.png' } })
          .on('POST /api/profile', ({ body }) => ({ user: { ...student, ...(body as object) } })),
    });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Profile picture'), file);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await toasts().findByText('Profile updated');
    const upload = server.callsTo('POST /api/profile/picture')[0].body as FormData;
    expect((upload.get('file') as File).name).toBe('me.png');
    expect(server.callsTo('POST /api/profile')[0].body).toEqual({
      name: 'Sam Student',
      profile_picture: '/uploads/me.png',
    });
  });

  it('changes the password, and shows the field error the server gives', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { server } = renderApp('/dashboard/profile', {
      user: student,
      setup: (s) =>
        s.on('POST /api/profile/password', () =>
          attempt++ === 0
            ? reply(422, {
                message: 'The current password is incorrect.',
                errors: { current_password: ['The current password is incorrect.'] },
              })
            : { ok: true },
        ),
    });
    await user.type(await screen.findByLabelText('Current password'), 'old one');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await toasts().findByText('The current password is incorrect.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'),
    );

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await toasts().findByText('Password changed')).toBeInTheDocument();
    expect(server.callsTo('POST /api/profile/password')[1].body).toEqual({
      current_password: 'the right one',
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
