import { Link } from '../../src/routing/Link';

interface PagerProps {
  page: number;
  lastPage: number;
  /** Link target of a page number. */
  hrefOf: (page: number) => string;
  label: string;
}

/** Previous / next links; a link, not a button, so every page has its own address. */
export function Pager({ page, lastPage, hrefOf, label }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="button button--ghost" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="pager__where">
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefOf(page + 1)} className="button button--ghost" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
