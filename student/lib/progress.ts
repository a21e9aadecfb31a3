import type { progressBar } from './progressBar';

let bar: typeof progressBar | undefined;
let loading: Promise<void> | undefined;
let active = 0;

/**
 * Loads the bar (nprogress); from then on every wait shows it. The site calls this on its first
 * route change: the bar is the route-change bar (docs/legacy-api.md §9), and a first visit, whose
 * page says "Loading" itself, need not download it. A wait already under way when it arrives
 * shows it at once.
 */
export function armProgress(): Promise<void> {
  loading ??= import('./progressBar').then(
    (loaded) => {
      bar = loaded.progressBar;
      if (active > 0) bar.start();
    },
    // The bar is decoration: a page whose code for it failed to load works without it.
    () => undefined,
  );
  return loading;
}

/**
 * Starts the top progress bar and answers the function that ends this wait. Waits overlap (a
 * route's code and its data), so the bar ends only when the last of them does.
 */
export function beginProgress(): () => void {
  active += 1;
  if (active === 1) bar?.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active -= 1;
    if (active === 0) bar?.done();
  };
}
