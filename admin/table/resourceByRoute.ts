import { useResourceContext } from 'react-admin';
import { allResources, type ResourceDef } from '../../src/resources';

/** The console names each react-admin resource by its route, so URLs are SPEC.md's. */
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

/** The table entry of the react-admin resource being rendered. */
export function useResourceDef(): ResourceDef {
  const route = useResourceContext();
  if (!route) throw new Error('useResourceDef needs a resource context');
  return resourceByRoute(route);
}
