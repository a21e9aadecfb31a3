/**
 * What `react-router-dom` resolves to in this repository's builds and tests (vite.config.ts,
 * `resolve.alias`): react-router, with its <Link> replaced by ./Link.tsx, which leaves the
 * framework-mode prefetching out of the entry chunk. Only react-admin imports `react-router-dom`
 * (its router adapter; the package is its peer): our own code imports react-router, and this
 * <Link> from ./Link.tsx (eslint holds it so), so both get the same components.
 */
export * from 'react-router';
export { Link } from './Link';
