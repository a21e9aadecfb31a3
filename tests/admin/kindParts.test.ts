/**
 * A field kind is one object (src/resources/kinds/<kind>.ts) and its console parts
 * (admin/kinds/<kind>.tsx, admin/kinds/inputs/<kind>.tsx): every kind implements every part, so
 * no code elsewhere needs to know one kind from another.
 */
import { describe, expect, it } from 'vitest';
import { type FieldKindDef, kinds } from '../../src/resources';
import { consoleViews } from '../../admin/kinds';
import { kindInputs } from '../../admin/kinds/inputs';

/** The parts every kind has, whatever it is (the rest are flags only some kinds set). */
const PARTS: readonly (keyof FieldKindDef)[] = [
  'schema',
  'column',
  'csvOut',
  'csvIn',
  'cardText',
  'toWire',
  'empty',
  'toColumn',
  'fromColumn',
  'toItem',
  'fromItem',
  'filterColumn',
];

describe('every field kind', () => {
  it.each(Object.keys(kinds))(
    '%s implements every part: check, column, wire, CSV, card and filter input',
    (name) => {
      const kind = kinds[name as keyof typeof kinds];
      for (const part of PARTS) expect(typeof kind[part], `${name}.${part}`).toBe('function');
      expect(['text', 'number', 'choice', 'flag', 'day', 'record']).toContain(kind.filterInput);
    },
  );

  it('has its console display and form input, and no console part names a kind the table lacks', () => {
    expect(Object.keys(consoleViews).sort()).toEqual(Object.keys(kinds).sort());
    expect(Object.keys(kindInputs).sort()).toEqual(Object.keys(kinds).sort());
    for (const [name, view] of Object.entries(consoleViews))
      expect(typeof view.display, `${name} display`).toBe('function');
    for (const [name, inputs] of Object.entries(kindInputs))
      expect(typeof inputs.input, `${name} input`).toBe('function');
  });
});
