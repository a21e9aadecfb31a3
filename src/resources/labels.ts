import type { FieldDef } from './types';

/** Human label of a field: its own, or its name in sentence case without an `_id` suffix. */
export function fieldLabel(field: FieldDef): string {
  if (field.label) return field.label;
  const words = field.name.replace(/_ids?$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
