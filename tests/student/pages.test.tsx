import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { post } from './fixtures';
import { reply } from './fakeServer';
import { renderApp } from './renderApp';

const home = {
  featured_courses: [
    {
      id: 1,
      title: 'Understanding Anxiety',
      slug: 'understanding-anxiety',
      short_description: 'What anxiety is and how to manage it.',
      price: 60,
      sale_price: 45.5,
      thumbnail: null,
      duration_hours: 4,
      category_name: 'Anxiety',
      level_title: 'Beginner',
    },
  ],
  latest_posts: [post(8, 'Five ways to wellbeing')],
  featured_tip: {
    id: 2,
    title: 'Take a walk',
    description: 'Ten minutes outside lifts the mood.',
    url: null,
  },
};

describe('the home page', () => {
  it('shows the featured courses with GBP prices, the latest posts and the featured tip', async () => {
    renderApp('/', { setup: (s) => s.on('GET /api/home', home) });
    expect(await screen.findByRole('heading', { name: 'Understanding Anxiety' })).toBeInTheDocument();
    expect(screen.getByText(/£45\.50/)).toBeInTheDocument();
    expect(screen.getByText('£60.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Five ways to wellbeing' })).toHaveAttribute('href', '/blog/8');
    const tip = screen.getByRole('complementary', { name: 'Tip of the day' });
    expect(within(tip).getByText('Take a walk')).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let down = true;
    renderApp('/', {
      setup: (s) => s.on('GET /api/home', () => (down ? reply(500, { message: 'Server resting' }) : home)),
    });
    expect(await screen.findByText('Server resting')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Understanding Anxiety' })).toBeInTheDocument();
  });
});

describe('the about page', () => {
  it('explains how courses and certificates work', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About MindWell Academy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How courses work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How certificates work' })).toBeInTheDocument();
  });
});

describe('an unknown address', () => {
  it('shows a friendly not-found page with the site around it', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('moving between pages', () => {
  it('names the page in the document title and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/about', {
      setup: (s) => s.on('GET /api/blogs', { data: [], current_page: 1, last_page: 1, total: 0 }),
    });
    await screen.findByRole('heading', { name: 'About MindWell Academy' });
    expect(document.title).toBe('About us | MindWell Academy');
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(document.title).toBe('Blog | MindWell Academy');
  });
});
