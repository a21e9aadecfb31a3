import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A wait for the page to reach a state lasts as long as the machine needs (lazy views compile on
// first use, and a loaded machine runs everything many times slower); the limit is there only to
// name what never came, before the test's own timeout (vite.config.ts) ends it. Set here, for
// every file: files share a worker, so a setting made by one file's import would reach the next.
configure({ asyncUtilTimeout: 120_000 });

// jsdom has no layout, so it has no scrolling either: it prints 'Not implemented' for the
// student site's scroll-to-top after a navigation. A no-op keeps the run quiet.
window.scrollTo = () => undefined;
// Nor does it bring an element into view, as the console does with the row a save returns to.
Element.prototype.scrollIntoView = () => undefined;

// As in react-admin's own suite: a console.error during a component test is a failure.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0].map((part) => String(part)).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});

// The student site's progress bar (nprogress) fades out on timers of its own, 1 s after the last
// wait ends. Files share a worker (isolate: false): a timer left by one file would fire after its
// document is gone, as an unhandled error in whichever file runs then. A file ends once its bar
// has gone.
afterAll(async () => {
  for (let waited = 0; document.getElementById('nprogress') && waited < 3000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
});
