/**
 * What `react-router-dom` resolves to in this repository's builds and tests (vite.config.ts,
 * `resolve.alias`): react-router, with its <Link> replaced by ./Link.tsx, which leaves the
 * framework-mode prefetching out of the entry chunk. Every import of `react-router-dom` (the
 * student site, the console and react-admin's router adapter) gets the same components.
 */
export * from 'react-router';
export { Link } from './Link';
