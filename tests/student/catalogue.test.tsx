import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../src/contract/catalogueTypes';
import { SIGN_IN_TO_BUY } from '../../student/features/catalogue/useAddToBasket';
import { reply } from './fakeServer';
import { student } from './fixtures';
import { renderApp } from './renderApp';

const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 7,
  title: 'Calm at work',
  slug: 'calm-at-work',
  short_description: 'Stay calm.',
  // Sanitized by the server when stored and when sent (tests/server/catalogue/coursePage.test.ts).
  description: '<p>About <strong>calm</strong>.</p>',
  thumbnail: null,
  price: 40,
  sale_price: 30,
  duration_hours: 3,
  lesson_minutes: 30,
  lesson_count: 2,
  preview: false,
  category: { id: 1, name: 'Wellbeing' },
  level: { id: 1, title: 'Beginner' },
  tags: [],
  instructor: { id: 1, name: 'Dr Rowe', slug: 'dr-rowe', photo: null, short_bio: null, social_profiles: [] },
  syllabus: [
    {
      id: 1,
      title: 'Noticing stress',
      description: null,
      duration_minutes: 30,
      lessons: [
        { id: 11, title: 'What stress does', duration_minutes: 10, is_preview: 1 },
        { id: 12, title: 'Your plan', duration_minutes: 20, is_preview: 0 },
      ],
    },
  ],
  certificate_levels: [
    {
      id: 5,
      level: 'Level 2',
      price: 24.5,
      awarding_body: 'Northern Council',
      awarding_body_logo: null,
      awarding_body_link: null,
      certificate_type: 'Printed certificate',
    },
  ],
  reviews: {
    average: 4.5,
    count: 2,
    counts: [
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ],
    items: [],
  },
  enrolled: false,
  ...overrides,
});

const buyBox = async () => within(await screen.findByRole('complementary', { name: 'Buy this course' }));

describe('the course page’s call to action', () => {
  it('adds a paid course to a signed-in student’s basket and opens the basket', async () => {
    const app = renderApp('/courses/calm-at-work', {
      user: student,
      setup: (server) => {
        server.on('GET /api/catalogue/courses/calm-at-work', { data: course() });
        server.on('POST /api/basket/items', reply(201, { data: {} }));
        server.on('GET /api/basket', { data: { items: [] } });
      },
    });
    await userEvent.click(await (await buyBox()).findByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(app.location().pathname).toBe('/basket'));
    expect(app.server.callsTo('POST /api/basket/items')[0].body).toEqual({ kind: 'course', id: 7 });
  });

  it('shows the server’s refusal and stays on the course', async () => {
    const app = renderApp('/courses/calm-at-work', {
      user: student,
      setup: (server) => {
        server.on('GET /api/catalogue/courses/calm-at-work', { data: course() });
        server.on('POST /api/basket/items', reply(409, { message: 'You already own this course.' }));
      },
    });
    await userEvent.click(await (await buyBox()).findByRole('button', { name: 'Add to basket' }));
    expect(await toasts().findByText('You already own this course.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/courses/calm-at-work');
  });

  it('adds a certificate level by its own kind, for the course it certifies', async () => {
    const app = renderApp('/courses/calm-at-work', {
      user: student,
      setup: (server) => {
        server.on('GET /api/catalogue/courses/calm-at-work', { data: course() });
        server.on('POST /api/basket/items', reply(201, { data: {} }));
      },
    });
    const certificates = within(await screen.findByRole('region', { name: 'Certificates' }));
    await userEvent.click(
      certificates.getByRole('button', {
        name: /^Add Level 2 to basket\s*\(printed certificate from Northern Council\)$/,
      }),
    );
    await waitFor(() => expect(app.server.callsTo('POST /api/basket/items')).toHaveLength(1));
    expect(app.server.callsTo('POST /api/basket/items')[0].body).toEqual({
      kind: 'certificate_level',
      id: 5,
      course_id: 7,
    });
  });

  it('sends a visitor to sign in, to come back to the basket with the item', async () => {
    const app = renderApp('/courses/calm-at-work', {
      setup: (server) => server.on('GET /api/catalogue/courses/calm-at-work', { data: course() }),
    });
    await userEvent.click(await (await buyBox()).findByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toEqual({ from: '/basket?add=course:7', why: SIGN_IN_TO_BUY });
    expect(app.server.callsTo('POST /api/basket/items')).toHaveLength(0);
  });

  it('enrols a student in a free course with a toast, then offers Go to course', async () => {
    const app = renderApp('/courses/calm-at-work', {
      user: student,
      setup: (server) => {
        server.on('GET /api/catalogue/courses/calm-at-work', {
          data: course({ price: 0, sale_price: null }),
        });
        server.on('POST /api/courses/7/enrol', { data: { course_id: 7 } });
      },
    });
    await userEvent.click(await (await buyBox()).findByRole('button', { name: 'Enrol for free' }));
    expect(await toasts().findByText('You are enrolled in Calm at work.')).toBeInTheDocument();
    expect((await buyBox()).getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/learn/calm-at-work',
    );
    expect(app.server.callsTo('POST /api/courses/7/enrol')).toHaveLength(1);
  });

  it('enrols a student back from signing in (?enrol=1) once, and takes the parameter off', async () => {
    const app = renderApp('/courses/calm-at-work?enrol=1', {
      user: student,
      setup: (server) => {
        server.on('GET /api/catalogue/courses/calm-at-work', {
          data: course({ price: 0, sale_price: null }),
        });
        server.on('POST /api/courses/7/enrol', { data: { course_id: 7 } });
      },
    });
    expect(await (await buyBox()).findByRole('link', { name: 'Go to course' })).toBeInTheDocument();
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(app.server.callsTo('POST /api/courses/7/enrol')).toHaveLength(1);
  });

  it('sends a visitor who enrols to sign in, to come back and be enrolled', async () => {
    const app = renderApp('/courses/calm-at-work', {
      setup: (server) =>
        server.on('GET /api/catalogue/courses/calm-at-work', {
          data: course({ price: 0, sale_price: null }),
        }),
    });
    await userEvent.click(await (await buyBox()).findByRole('button', { name: 'Enrol for free' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toEqual({ from: '/courses/calm-at-work?enrol=1' });
  });

  it('offers an enrolled student Go to course only', async () => {
    renderApp('/courses/calm-at-work', {
      user: student,
      setup: (server) =>
        server.on('GET /api/catalogue/courses/calm-at-work', { data: course({ enrolled: true }) }),
    });
    expect(await (await buyBox()).findByRole('link', { name: 'Go to course' })).toBeInTheDocument();
    expect((await buyBox()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the description with the formatting the server sent', async () => {
    renderApp('/courses/calm-at-work', {
      setup: (server) => server.on('GET /api/catalogue/courses/calm-at-work', { data: course() }),
    });
    const about = await screen.findByRole('region', { name: 'About this course' });
    expect(within(about).getByText('calm', { selector: 'strong' })).toBeInTheDocument();
  });
});
