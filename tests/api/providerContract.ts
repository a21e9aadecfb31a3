import type { RaRecord } from 'ra-core';
import { expect } from 'vitest';
import type { FieldDef, ResourceDef } from '../../src/resources/types';

/** What a save must give back: every field sent, except the write-only passwords. */
export function expectSaved(resource: ResourceDef, sent: Record<string, unknown>, saved: RaRecord) {
  const shown = resource.fields.filter((f) => !f.readOnly && f.kind !== 'password').map((f) => f.name);
  const expected = Object.fromEntries(shown.map((name) => [name, sent[name]]));
  expect(Object.fromEntries(shown.map((name) => [name, saved[name]]))).toEqual(expected);
  for (const field of resource.fields)
    if (field.kind === 'password') expect(saved).not.toHaveProperty(field.name);
}

/** A change a user might make: new text in the first text field, else one more in a number. */
export function edit(resource: ResourceDef, record: Record<string, unknown>): Record<string, unknown> {
  const writable = resource.fields.filter((f) => !f.readOnly);
  const text = writable.find((f: FieldDef) => f.kind === 'text' || f.kind === 'longText');
  if (text)
    return {
      ...record,
      [text.name]: text.upperCase ? `${String(record[text.name])}X` : `${String(record[text.name])} edited`,
    };
  const number = writable.find((f) => f.kind === 'integer') as FieldDef;
  return { ...record, [number.name]: Number(record[number.name]) + 1 };
}
