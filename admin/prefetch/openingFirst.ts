import { allResources, type ResourceDef } from '../../src/resources';
import { resourcesInMenuOrder } from '../layout/menuGroups';
import { routeOfPath } from '../table/resourceByRoute';

/**
 * The table in the order the prefetch asks for its lists: the list the console is opening on
 * first (the page's own, or the menu's first, where /dashboard/admin lands), then the rest
 * in menu order. The browser sends six calls at a time; the page being opened should not
 * wait behind the others.
 */
export function openingFirst(pathname: string, table: readonly ResourceDef[] = allResources): ResourceDef[] {
  const ordered = resourcesInMenuOrder(table);
  const route = routeOfPath(pathname, table) ?? ordered[0]?.route;
  const opening = ordered.filter((resource) => resource.route === route);
  return [...opening, ...ordered.filter((resource) => resource.route !== route)];
}

/**
 * The table in the two groups the prefetch asks for: the list being opened (the first of
 * `table`) with the lists its columns refer to, so its rows come with their reference cells'
 * records and need no call of their own; then all the others.
 */
export function openingGroups(table: readonly ResourceDef[]): ResourceDef[][] {
  const [opening, ...others] = table;
  if (!opening) return [];
  const referred = new Set(
    opening.fields.filter((field) => field.list && field.reference).map((f) => f.reference),
  );
  const withOpening = others.filter((resource) => referred.has(resource.key));
  const rest = others.filter((resource) => !referred.has(resource.key));
  return [[opening, ...withOpening], rest].filter((group) => group.length > 0);
}
