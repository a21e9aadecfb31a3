import NProgress from 'nprogress';

// docs/legacy-api.md §9: speed 500, trickle 800, no spinner. The stock template carries
// role="bar", which is no ARIA role; the bar is decoration (the page says "Loading" itself), so
// it is hidden.
NProgress.configure({
  speed: 500,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The top progress bar, set up as the site shows it; loaded by progress.ts when first needed. */
export const progressBar = NProgress;
