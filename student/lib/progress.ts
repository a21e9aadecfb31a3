import NProgress from 'nprogress';

// docs/legacy-api.md §9: speed 500, trickle 800, no spinner. The stock template carries role="bar", which
// is no ARIA role; the bar is decoration (the page says "Loading" itself), so it is hidden.
NProgress.configure({
  speed: 500,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let active = 0;

/**
 * Starts the top progress bar and answers the function that ends this wait. Waits overlap (a
 * route's code and its data), so the bar ends only when the last of them does.
 */
export function beginProgress(): () => void {
  active += 1;
  if (active === 1) NProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active -= 1;
    if (active === 0) NProgress.done();
  };
}
