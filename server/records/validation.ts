import { z } from 'zod/v4';
import { type CheckContext, crossFieldErrors, fieldLabel, kindOf } from '../../src/resources';
import type { FieldDef, ResourceDef } from '../../src/resources';
import { passwordProblems } from '../auth/passwords';
import { type FieldErrors, addError } from '../errors';
import { MAX_STRAY_END_TAGS, readMarkup } from './markupReading';
import { sanitizeRichText, stripTags } from './sanitize';
import { isObject } from '../../src/contract/isObject';

export type Values = Record<string, unknown>;

export interface CheckOptions {
  mode: 'create' | 'update';
  /** Seeding and start-up: read-only fields (status, created_at) may be given too. */
  trusted?: boolean;
  /** Only these fields are read from the input (a body shape's `fields`). */
  only?: readonly string[];
}

/** How a field is named in a message: its label, lower-cased unless it starts with an acronym. */
export function attributeOf(field: FieldDef): string {
  const label = fieldLabel(field);
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

export { isObject };

/** Why markup may not be cleaned (or, in rich text, shown), in a message naming the field. */
function markupMessage(value: string, attr: string, rich: boolean): string | undefined {
  if (!value.includes('<')) return undefined;
  const reading = readMarkup(value);
  if (reading.deep) return `The ${attr} is nested too deeply.`;
  if (reading.strayEndTags > MAX_STRAY_END_TAGS)
    return `The ${attr} has too many end tags that close nothing.`;
  if (rich && reading.imagesWithoutAlt > 0)
    return `Each image in the ${attr} needs a text alternative (alt) saying what it shows.`;
  return undefined;
}

/** What the kinds need of the server to check a value (src/resources/kinds). */
const checking: CheckContext = {
  z,
  stripTags,
  sanitizeRichText,
  markupProblem: markupMessage,
  passwordProblems,
  schemaOf: (field, attr) => schemaOf(field, attr),
  checkObject: (fields, input, prefix) => checkValues(fields, input, 'create', prefix),
};

const schemas = new WeakMap<FieldDef, Map<string, z.ZodType>>();

/**
 * The schema of a present, non-blank value of a field, as its kind makes it: what a write is
 * checked with and what the OpenAPI description is derived from. Made once per field and name.
 */
export function schemaOf(field: FieldDef, attr: string = attributeOf(field)): z.ZodType {
  let byAttr = schemas.get(field);
  if (!byAttr) schemas.set(field, (byAttr = new Map()));
  let schema = byAttr.get(attr);
  if (!schema) byAttr.set(attr, (schema = kindOf(field).schema(field, attr, checking)));
  return schema;
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** The value a create gets when the field is left out. */
export function defaultOf(field: FieldDef): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  return kindOf(field).empty();
}

/**
 * Checks and normalizes the given fields of one object. Only fields present in `input` are
 * answered (plus required ones reported missing); unknown keys are ignored.
 */
export function checkValues(
  fields: readonly FieldDef[],
  input: Record<string, unknown>,
  mode: CheckOptions['mode'],
  prefix = '',
): { values: Values; errors: FieldErrors } {
  const values: Values = {};
  const errors: FieldErrors = {};

  for (const field of fields) {
    if (field.confirms) continue;
    const key = prefix + field.name;
    const attr = prefix ? key : attributeOf(field);
    const requiredNow = field.required && !(mode === 'update' && field.optionalOnUpdate);
    const present = Object.hasOwn(input, field.name) && input[field.name] !== undefined;

    const kind = kindOf(field);
    let value: unknown = null;
    if (present && !isEmpty(input[field.name])) {
      if (kind.checkValue) {
        const checked = kind.checkValue(field, input[field.name], key, attr, checking);
        Object.assign(errors, checked.errors);
        if (checked.value === undefined) continue;
        value = checked.value;
      } else {
        const parsed = schemaOf(field, attr).safeParse(input[field.name]);
        if (!parsed.success) {
          addError(errors, key, parsed.error.issues[0]?.message ?? `The ${attr} is invalid.`);
          continue;
        }
        value = parsed.data;
      }
    }
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);

    if (!present) {
      if (mode === 'create' && requiredNow) addError(errors, key, `The ${attr} field is required.`);
      continue;
    }
    if (empty && kind.blank === 'zero') {
      values[field.name] = 0;
      continue;
    }
    if (empty && requiredNow) {
      addError(errors, key, `The ${attr} field is required.`);
      continue;
    }
    if (empty && kind.blank === 'unchanged') continue;
    values[field.name] = empty ? kind.empty() : value;
  }

  for (const field of fields) {
    if (!field.confirms) continue;
    const given = values[field.confirms];
    if (typeof given !== 'string') continue;
    if (input[field.name] !== given)
      addError(
        errors,
        prefix + field.name,
        `The ${attributeOf(fields.find((f) => f.name === field.confirms) ?? field)} confirmation does not match.`,
      );
  }
  checkItemOf(fields, values, errors, prefix);
  // What a kind checks against the rest of the record (a password against the email).
  const record = { ...input, ...values };
  for (const field of fields) {
    const check = kindOf(field).recordProblems;
    const given = values[field.name];
    if (!check || given === undefined || errors[prefix + field.name]) continue;
    for (const problem of check(field, given, record, checking))
      addError(errors, prefix + field.name, problem);
  }
  return { values, errors };
}

/** The items of a list field, in words: "options". */
const plural = (field: FieldDef) => fieldLabel(field).toLowerCase();

/** An `itemOf` field's value must be the id of one item of its sibling list. */
function checkItemOf(fields: readonly FieldDef[], values: Values, errors: FieldErrors, prefix: string): void {
  for (const field of fields) {
    if (!field.itemOf) continue;
    const list = fields.find((other) => other.name === field.itemOf);
    const chosen = values[field.name];
    const items = values[field.itemOf];
    if (!list || chosen === null || chosen === undefined || !Array.isArray(items)) continue;
    if (errors[prefix + field.name] || errors[prefix + field.itemOf]) continue;
    if (!items.some((item: Values) => item.id === chosen))
      addError(errors, prefix + field.name, `Choose the ${attributeOf(field)} among the ${plural(list)}.`);
  }
}

/** The fields a caller may write with these options. */
export function inputFields(resource: ResourceDef, options: CheckOptions): readonly FieldDef[] {
  return resource.fields.filter(
    (field) =>
      (options.trusted || !field.readOnly) &&
      (!options.only || options.only.includes(field.name) || options.only.includes(field.confirms ?? '')),
  );
}

/**
 * The table's rules between fields (`rules`, src/resources/crossField.ts) on a whole record: on
 * an update, the stored record with the changes over it, so a rule holds whichever side changed.
 */
export function ruleErrors(resource: ResourceDef, record: Values): FieldErrors {
  return Object.fromEntries(
    Object.entries(crossFieldErrors(resource.rules, record)).map(([field, message]) => [field, [message]]),
  );
}
