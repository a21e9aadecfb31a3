import type { Validator } from 'react-admin';
import { breaks, type ResourceDef } from '../../src/resources';

/**
 * The table's rules between fields (`rules`) that give their message on `field`, as one
 * react-admin validator reading the whole form: the same rules the server checks on save.
 */
export function ruleValidator(resource: ResourceDef, field: string): Validator | undefined {
  const key = `${resource.key}.${field}`;
  // The same function on every render: react-admin registers an input's checks again when they change.
  if (!made.has(key)) {
    const rules = (resource.rules ?? []).filter((rule) => rule.field === field);
    made.set(
      key,
      rules.length === 0
        ? undefined
        : (_value: unknown, values: Record<string, unknown>) =>
            rules.find((rule) => breaks(rule, values))?.message,
    );
  }
  return made.get(key);
}

const made = new Map<string, Validator | undefined>();
