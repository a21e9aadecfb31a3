import { MENU_GROUPS, type ResourceDef } from '../../src/resources';

export const OTHER_GROUP = 'Other';

export interface ResolvedMenuGroup {
  title: string;
  resources: ResourceDef[];
}

/**
 * The table's resources in their menu groups (each entry's `menu`), in group order and, inside
 * a group, by the entry's `order`; entries naming no group under "Other", in table order.
 */
export function groupResources(table: readonly ResourceDef[]): ResolvedMenuGroup[] {
  const resolved: ResolvedMenuGroup[] = MENU_GROUPS.map((title) => ({
    title,
    resources: table
      .filter((resource) => resource.menu?.group === title)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)),
  }));
  const others = table.filter((resource) => !resource.menu);
  if (others.length) resolved.push({ title: OTHER_GROUP, resources: others });
  return resolved.filter((group) => group.resources.length > 0);
}

/** The table's resources in menu order: the first one is where /dashboard/admin lands. */
export const resourcesInMenuOrder = (table: readonly ResourceDef[]): ResourceDef[] =>
  groupResources(table).flatMap((group) => group.resources);
