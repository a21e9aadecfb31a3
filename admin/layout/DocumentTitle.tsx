import { useEffect } from 'react';
import { useBasename, useGetOne, useLocation } from 'react-admin';
import { consolePageOf, pageTitle } from './pageTitle';

/**
 * Names the browser tab after the page shown, for every page of the console from one place.
 * A record's name is read from the query its page makes (the same key): this asks for nothing
 * itself, and follows the record as it loads and as it is saved.
 */
export function DocumentTitle() {
  const basename = useBasename();
  const { pathname } = useLocation();
  const page = consolePageOf(pathname, basename);
  const withRecord = page.view === 'edit' || page.view === 'show' ? page : undefined;
  const { data: record } = useGetOne(
    withRecord?.resource.route ?? '',
    { id: withRecord?.id ?? '' },
    { enabled: false },
  );
  const field = withRecord?.resource.recordRepresentation;
  const value = field && record ? (record as Record<string, unknown>)[field] : undefined;
  const title = pageTitle(page, value === undefined || value === null ? undefined : String(value));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
