import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no layout, so it has no scrolling either: it prints 'Not implemented' for the
// student site's scroll-to-top after a navigation. A no-op keeps the run quiet.
window.scrollTo = () => undefined;

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
