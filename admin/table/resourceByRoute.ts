import { useResourceContext } from 'react-admin';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import { ADMIN_ROOT, allResources, type ResourceDef, withoutAddedFields } from '../../src/resources';
import { useServerOffers } from '../layout/useServerOffers';

/** The console names each react-admin resource by its route, so URLs are docs/legacy-api.md's. */
const byRoute = new Map<string, ResourceDef>(allResources.map((r) => [r.route, r]));
const byKey = new Map<string, ResourceDef>(allResources.map((r) => [r.key, r]));

export function resourceByRoute(route: string): ResourceDef {
  const resource = byRoute.get(route);
  if (!resource) throw new Error(`No resource has the route "${route}"`);
  return resource;
}

/** The react-admin resource name of a table key: what a reference field points at. */
export function routeOfKey(key: string): string {
  const resource = byKey.get(key);
  if (!resource) throw new Error(`No resource has the key "${key}"`);
  return resource.route;
}

const legacyShapes = new Map<string, ResourceDef>(allResources.map((r) => [r.route, withoutAddedFields(r)]));

/**
 * The table entry of the react-admin resource being rendered; without the fields this product
 * adds until the server names the `added-resources` extension (the legacy backend never does).
 */
export function useResourceDef(): ResourceDef {
  const route = useResourceContext();
  const added = useServerOffers(ADDED_RESOURCES_FEATURE) === true;
  if (!route) throw new Error('useResourceDef needs a resource context');
  const resource = resourceByRoute(route);
  return added ? resource : (legacyShapes.get(route) ?? resource);
}

/**
 * The route of the resource a console path belongs to: the longest route the path lies
 * under, so `courses/course-levels/3` is Course Levels', not Courses'.
 */
export function routeOfPath(
  pathname: string,
  table: readonly ResourceDef[] = allResources,
  basename: string = ADMIN_ROOT,
): string | undefined {
  let found: string | undefined;
  for (const { route } of table) {
    const root = `${basename}/${route}`;
    if ((pathname === root || pathname.startsWith(`${root}/`)) && route.length > (found?.length ?? -1))
      found = route;
  }
  return found;
}
