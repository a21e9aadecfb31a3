/** The longest the console waits for its lists before drawing itself. */
export const OPENING_WAIT_MS = 1_000;

/** Resolves once `work` has settled, either way, or `ms` have passed: whichever comes first. */
export function settledWithin(work: Promise<unknown>, ms = OPENING_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
