import { expect } from 'vitest';
import { fieldLabel, type FieldDef, type FieldKind } from '../../../src/resources';

/** The control each kind of field is edited with, as found inside react-admin's `.ra-input-<name>`. */
const controlOf: Record<FieldKind, string> = {
  text: 'input[type=text]',
  email: 'input[type=email]',
  url: 'input[type=url]',
  longText: 'textarea',
  number: 'input[type=number]',
  integer: 'input[type=number][step="1"]',
  money: 'input[type=number][step="0.01"]',
  flag: 'input[type=checkbox]',
  choice: '[role=combobox]',
  reference: 'input[role=combobox]',
  references: 'input[role=combobox]',
  date: 'input[type=date]',
  datetime: 'input[type=datetime-local]',
  password: 'input[type=password]',
  image: 'input[type=file][accept*="image"]',
  file: 'input[type=file]',
  richText: '[contenteditable=true]',
  list: 'ul, button',
};

/** The wrapper react-admin gives an input: `.ra-input-<source>`. */
export function inputWrapper(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.ra-input-${name}`);
}

/** Asserts that a field is edited with the control of its kind, under its label. */
export function expectControlOf(field: FieldDef): void {
  const wrapper = inputWrapper(field.name);
  expect(wrapper, `${field.name} has an input`).not.toBeNull();
  expect(
    wrapper?.querySelector(controlOf[field.kind]),
    `${field.name} is a ${field.kind} input`,
  ).not.toBeNull();
  expect(wrapper?.textContent, `${field.name} is labelled`).toContain(fieldLabel(field));
  if (field.kind === 'money') expect(wrapper?.textContent, `${field.name} shows £`).toContain('£');
}
