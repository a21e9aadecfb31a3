import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginProgress } from '../../student/lib/progress';

afterEach(() => {
  document.getElementById('nprogress')?.remove();
});

describe('the route progress bar', () => {
  it('shows a bar at the top while a wait is under way, with no invalid ARIA role', () => {
    const end = beginProgress();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).not.toHaveAttribute('role');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    end();
  });

  it('ends only when the last of overlapping waits ends', async () => {
    const first = beginProgress();
    const second = beginProgress();
    first();
    first();
    expect(document.documentElement).toHaveClass('nprogress-busy');
    second();
    await waitFor(() => expect(document.documentElement).not.toHaveClass('nprogress-busy'));
  });
});
