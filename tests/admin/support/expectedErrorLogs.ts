import { HttpError } from 'react-admin';
import { beforeEach, vi } from 'vitest';

/**
 * react-admin logs every refused data provider call with console.error in development
 * (ra-core `useDataProvider`). A test that makes the server refuse expects that log, and only
 * that one: every other console.error still fails the test (tests/setup/dom.ts).
 */
export function expectRefusedCallLogs(): void {
  beforeEach(() => {
    const spy = vi.mocked(console.error);
    const failTest = spy.getMockImplementation();
    spy.mockImplementation((...args: unknown[]) => {
      if (args.length === 1 && args[0] instanceof HttpError) return;
      failTest?.(...args);
    });
  });
}
