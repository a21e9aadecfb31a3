import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { armProgress, beginProgress } from '../../student/lib/progress';

// NProgress removes its bar on timers of its own after done(); one still pending when the DOM
// of this file is torn down would throw in whatever file runs next. So each test lets it finish.
afterEach(async () => {
  await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
});

describe('the route progress bar', () => {
  // The site loads the bar on its first route change; these waits come after one.
  beforeAll(async () => {
    await armProgress();
  });

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

  it('shows a bar that was loaded while a wait was under way, and ends it with the wait', async () => {
    // A fresh copy of the module: as on a first visit, before any route change.
    vi.resetModules();
    const fresh = await import('../../student/lib/progress');
    const end = fresh.beginProgress();
    expect(document.querySelector('#nprogress .bar')).toBeNull();
    await fresh.armProgress();
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    end();
    await waitFor(() => expect(document.documentElement).not.toHaveClass('nprogress-busy'), {
      timeout: 3000,
    });
  });
});
