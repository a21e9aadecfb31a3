import { isObject } from '../../contract/isObject';
import { LIST_MAX_ITEMS } from '../fieldRules';
import { fieldLabel } from '../labels';
import type { FieldDef } from '../types';
import { type FieldErrors, defineKind, parseJson } from './kind';
import { arrayFromText } from './valueChecks';

/** The items of a list field, in words: "options". */
const plural = (field: FieldDef) => fieldLabel(field).toLowerCase();

const addError = (errors: FieldErrors, key: string, message: string) => {
  (errors[key] ??= []).push(message);
};

/** Objects described by `fields` (exam questions, order items): one cell of JSON in a file. */
export const list = defineKind({
  // What the OpenAPI description says of it: objects of its fields, each as its kind checks it.
  schema: (field, _attr, context) => {
    const { z } = context;
    const item = (one: FieldDef) => {
      const schema = context.schemaOf(one, one.name);
      return one.required ? schema : schema.nullable().optional();
    };
    return z
      .array(z.object(Object.fromEntries((field.fields ?? []).map((one) => [one.name, item(one)]))))
      .max(field.length ?? LIST_MAX_ITEMS);
  },
  // Checked item by item, so a message can name the item (`questions.2.answer`).
  checkValue: (field, raw, key, attr, { checkObject }) => {
    const errors: FieldErrors = {};
    const given = arrayFromText(raw);
    const refused = (at: string, message: string) => {
      addError(errors, at, message);
      return { errors };
    };
    if (!Array.isArray(given)) return refused(key, `The ${attr} must be a list.`);
    if (field.length !== undefined && given.length !== field.length)
      return refused(key, `The ${attr} must have exactly ${field.length} items.`);
    if (field.minItems !== undefined && given.length < field.minItems)
      return refused(key, `Give at least ${field.minItems} ${plural(field)}.`);
    if (field.maxItems !== undefined && given.length > field.maxItems)
      return refused(key, `Give at most ${field.maxItems} ${plural(field)}.`);
    if (given.length > LIST_MAX_ITEMS)
      return refused(key, `The ${attr} may not have more than ${LIST_MAX_ITEMS} items.`);
    const items: Record<string, unknown>[] = [];
    given.forEach((item: unknown, index) => {
      const itemKey = `${key}.${index}`;
      if (!isObject(item)) {
        addError(errors, itemKey, `The ${itemKey} must be an object.`);
        return;
      }
      const checked = checkObject(field.fields ?? [], item, `${itemKey}.`);
      Object.assign(errors, checked.errors);
      items.push(checked.values);
    });
    // Items with ids are told apart by them (a right answer names its option's id).
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (item.id === undefined || item.id === null) return;
      if (seen.has(item.id))
        addError(errors, `${key}.${index}.id`, `Two ${plural(field)} share the id ${String(item.id)}.`);
      seen.add(item.id);
    });
    return Object.keys(errors).length > 0 ? { errors } : { value: items, errors };
  },
  column: () => 'text',
  mayNameUploads: true,
  // One cell of JSON rather than dozens of dotted columns.
  csvOut: (_field, value) => JSON.stringify(value),
  csvIn: (_field, text) => {
    const items = parseJson(text.trim());
    return items === undefined ? { value: text.trim(), error: 'This is not valid JSON.' } : { value: items };
  },
  toWire: (field, value, { object }) => {
    if (!Array.isArray(value)) return value === '' ? null : value;
    return value.map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? object(field.fields ?? [], item as Record<string, unknown>)
        : item,
    );
  },
  // The items as JSON text, each field kept as its kind keeps it inside an item.
  toColumn: (field, value, { storedItems }) =>
    JSON.stringify(storedItems(field.fields ?? [], value as Record<string, unknown>[])),
  fromColumn: (field, value, { wireItems }) => {
    const items = typeof value === 'string' ? parseJson(value) : undefined;
    return Array.isArray(items) ? wireItems(field.fields ?? [], items as Record<string, unknown>[]) : null;
  },
  toItem: (field, value, { storedItems }) =>
    Array.isArray(value) ? storedItems(field.fields ?? [], value as Record<string, unknown>[]) : value,
  fromItem: (field, value, { wireItems }) =>
    Array.isArray(value) ? wireItems(field.fields ?? [], value as Record<string, unknown>[]) : value,
});
