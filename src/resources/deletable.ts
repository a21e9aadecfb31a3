import type { ResourceDef } from './types';

/** Why the resource's `deletableWhen` keeps this record from being deleted; undefined if it may go. */
export function whyKept(resource: ResourceDef, record: Record<string, unknown>): string | undefined {
  const rule = resource.deletableWhen;
  if (!rule || rule.values.some((value) => value === record[rule.field])) return undefined;
  return rule.message;
}
