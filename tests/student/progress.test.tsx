import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginProgress } from '../../student/lib/progress';

// NProgress removes its bar on timers of its own after done(); one still pending when the DOM
// of this file is torn down would throw in whatever file runs next. So each test lets it finish.
afterEach(async () => {
  await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
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
    // The bar fades out over two of its 500 ms steps before it goes.
    await waitFor(() => expect(document.documentElement).not.toHaveClass('nprogress-busy'), {
      timeout: 3000,
    });
  });
});
