import type { ResourceDef, ResourceKey } from '../../src/resources';

export interface MenuGroup {
  title: string;
  keys: readonly ResourceKey[];
}

/**
 * How the console's menu groups the table. A resource left out of every group still gets
 * an entry, under "Other", so a new table entry is never unreachable.
 */
export const menuGroups: readonly MenuGroup[] = [
  {
    title: 'Catalogue',
    keys: [
      'courses',
      'course_categories',
      'course_levels',
      'course_tags',
      'topics',
      'topic_types',
      'lessons',
      'exams',
      'exam_attempts',
      'question_tags',
      'resources',
      'bundles',
      'bundle_items',
    ],
  },
  {
    title: 'Content',
    keys: ['blogs', 'blog_categories', 'blog_comments', 'reviews', 'faqs', 'tips', 'notes'],
  },
  { title: 'People', keys: ['users', 'instructors', 'certificates'] },
  { title: 'Sales', keys: ['orders', 'enrolments', 'coupons', 'products', 'transcripts'] },
  {
    title: 'Settings',
    keys: ['awarding_bodies', 'certificate_levels', 'social_profiles', 'support_lines', 'audit_log'],
  },
];

export const OTHER_GROUP = 'Other';

export interface ResolvedMenuGroup {
  title: string;
  resources: ResourceDef[];
}

/** The table's resources in their menu groups, in group order; leftovers under "Other". */
export function groupResources(
  table: readonly ResourceDef[],
  groups: readonly MenuGroup[] = menuGroups,
): ResolvedMenuGroup[] {
  const byKey = new Map(table.map((resource) => [resource.key, resource]));
  const placed = new Set<string>();
  const resolved: ResolvedMenuGroup[] = groups.map((group) => ({
    title: group.title,
    resources: group.keys.flatMap((key) => {
      const resource = byKey.get(key);
      if (!resource || placed.has(key)) return [];
      placed.add(key);
      return [resource];
    }),
  }));
  const others = table.filter((resource) => !placed.has(resource.key));
  if (others.length) resolved.push({ title: OTHER_GROUP, resources: others });
  return resolved.filter((group) => group.resources.length > 0);
}

/** The table's resources in menu order: the first one is where /dashboard/admin lands. */
export const resourcesInMenuOrder = (table: readonly ResourceDef[]): ResourceDef[] =>
  groupResources(table).flatMap((group) => group.resources);
