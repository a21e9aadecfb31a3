import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseReviews } from '../../student/features/catalogue/CourseReviews';
import { Stars } from '../../student/features/catalogue/Stars';

const fills = (stars: HTMLElement) =>
  Array.from(stars.querySelectorAll('[data-fill]')).map((star) => star.getAttribute('data-fill'));

describe('a rating’s stars', () => {
  it('draw 4.5 as four full stars and a half, named “Rated 4.5 out of 5”', () => {
    render(<Stars rating={4.5} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(fills(stars)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('round to the nearest half star: 4.2 is four full and one empty, 3.8 four full', () => {
    render(<Stars rating={4.2} />);
    render(<Stars rating={3.8} />);
    expect(fills(screen.getByRole('img', { name: 'Rated 4.2 out of 5' }))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'empty',
    ]);
    expect(fills(screen.getByRole('img', { name: 'Rated 3.8 out of 5' }))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'empty',
    ]);
  });
});

describe('a course’s reviews', () => {
  it('show the average as stars, the count of each rating, and each review’s writer and date', () => {
    render(
      <CourseReviews
        reviews={{
          average: 4.5,
          count: 2,
          counts: [
            { rating: 5, count: 1 },
            { rating: 4, count: 1 },
            { rating: 3, count: 0 },
            { rating: 2, count: 0 },
            { rating: 1, count: 0 },
          ],
          items: [
            { id: 1, rating: 5, review: 'Gentle.', created_at: '2026-03-02T10:00:00Z', writer: 'Amira K.' },
            { id: 2, rating: 4, review: 'Useful.', created_at: '2026-02-01T10:00:00Z', writer: 'A student' },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(within(region).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(region.textContent).toContain('Rated 4.5 out of 5 from 2 reviews');
    const counts = within(region).getByRole('list', { name: 'Reviews by rating' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5 stars: 1 review',
      '4 stars: 1 review',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 0 reviews',
    ]);
    expect(region.textContent).toContain('Amira K., 2 March 2026');
    expect(region.textContent).toContain('A student, 1 February 2026');
  });
});
