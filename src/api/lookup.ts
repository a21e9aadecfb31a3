import { HttpError } from 'ra-core';
import type { ResourceDef } from '../resources/types';

export type ResourceFinder = (name: string) => ResourceDef;

/**
 * Finds an entry by the name react-admin passes: the console names each `<Resource>` after its
 * route (so the URLs are docs/legacy-api.md's, e.g. `blogs/categories`); the table key works as well.
 */
export function createResourceFinder(table: readonly ResourceDef[]): ResourceFinder {
  const byName = new Map<string, ResourceDef>();
  for (const resource of table) byName.set(resource.key, resource);
  // Routes win over keys: a route is what the console passes.
  for (const resource of table) byName.set(resource.route, resource);
  return (name) => {
    const resource = byName.get(name);
    if (!resource) throw new HttpError(`Unknown resource "${name}"`, 404, null);
    return resource;
  };
}
