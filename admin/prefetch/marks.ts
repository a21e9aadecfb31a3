/**
 * A User Timing mark the console sets once its opening prefetch has settled, the first page of
 * every list in its cache (a list whose call failed is left to its own page): the moment the
 * benchmarks (bench/suites/browser.ts) call the console's opening done.
 */
export const LISTS_CACHED_MARK = 'mindwell:console-lists-cached';
