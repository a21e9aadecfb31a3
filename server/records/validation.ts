import { z } from 'zod';
import {
  INTEGER_MAX,
  LIST_MAX_ITEMS,
  MONEY_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  maxLengthOf,
} from '../../src/resources/fieldRules';
import { crossFieldErrors, fieldLabel } from '../../src/resources';
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

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Form posts (multipart) carry numbers as text; JSON may too. */
const numeric = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const ID = (attr: string) =>
  z.preprocess(
    numeric,
    z
      .number({ invalid_type_error: `The ${attr} must be an id.` })
      .int(`The ${attr} must be an id.`)
      .positive(`The ${attr} must be an id.`)
      .max(INTEGER_MAX, `The ${attr} must be an id.`),
  );

/** `rich`: the text is rich text, whose images need a text alternative. */
function text(field: FieldDef, attr: string, clean: (value: string) => string, rich = false) {
  const max = maxLengthOf(field);
  const tooLong = `The ${attr} may not be greater than ${max} characters.`;
  return (
    z
      .string({ invalid_type_error: `The ${attr} must be text.` })
      // Checked before cleaning too: a parser must never be handed more than a field may hold.
      .max(max ?? Number.MAX_SAFE_INTEGER, tooLong)
      .superRefine((value, ctx) => {
        if (!value.includes('<')) return;
        const reading = readMarkup(value);
        if (reading.deep) ctx.addIssue({ code: 'custom', message: `The ${attr} is nested too deeply.` });
        else if (reading.strayEndTags > MAX_STRAY_END_TAGS)
          ctx.addIssue({ code: 'custom', message: `The ${attr} has too many end tags that close nothing.` });
        else if (rich && reading.imagesWithoutAlt > 0)
          ctx.addIssue({
            code: 'custom',
            message: `Each image in the ${attr} needs a text alternative (alt) saying what it shows.`,
          });
      })
      .transform((value) => {
        const cleaned = clean(value).trim();
        return field.upperCase ? cleaned.toUpperCase() : cleaned;
      })
      .refine((value) => max === undefined || value.length <= max, tooLong)
  );
}

function bounded(schema: z.ZodNumber, field: FieldDef, attr: string, min: number, max: number) {
  const low = field.min ?? min;
  const high = field.max ?? max;
  return schema
    .min(low, `The ${attr} must be at least ${low}.`)
    .max(high, `The ${attr} may not be greater than ${high}.`);
}

/** Parses a list sent as JSON text or, for ids, as "1,2,3" (multipart forms). */
function arrayFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return /^\d+(\s*,\s*\d+)*$/.test(trimmed) ? trimmed.split(',').map(Number) : value;
}

/** The schema of a present, non-empty value of a field, producing the value in wire form. */
function valueSchema(field: FieldDef, attr: string): z.ZodType<unknown> {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return text(field, attr, stripTags);
    case 'richText':
      return text(field, attr, sanitizeRichText, true);
    case 'email':
      return z
        .string({ invalid_type_error: `The ${attr} must be a valid email address.` })
        .trim()
        .toLowerCase()
        .max(
          maxLengthOf(field) ?? 254,
          `The ${attr} may not be greater than ${maxLengthOf(field)} characters.`,
        )
        .email(`The ${attr} must be a valid email address.`);
    case 'url':
      return z
        .string({ invalid_type_error: `The ${attr} must be a valid http or https URL.` })
        .trim()
        .max(
          maxLengthOf(field) ?? 2048,
          `The ${attr} may not be greater than ${maxLengthOf(field)} characters.`,
        )
        .refine(isHttpUrl, `The ${attr} must be a valid http or https URL.`);
    case 'image':
    case 'file':
      return z
        .string({ invalid_type_error: `The ${attr} must be an http(s) URL or an uploaded file.` })
        .trim()
        .max(
          maxLengthOf(field) ?? 2048,
          `The ${attr} may not be greater than ${maxLengthOf(field)} characters.`,
        )
        .refine(
          (value) => isHttpUrl(value) || UPLOAD_PATH.test(value),
          `The ${attr} must be an http(s) URL or an uploaded file.`,
        );
    case 'password':
      return z
        .string({ invalid_type_error: `The ${attr} must be text.` })
        .min(PASSWORD_MIN_LENGTH, `The ${attr} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
        .max(
          maxLengthOf(field) ?? PASSWORD_MAX_LENGTH,
          `The ${attr} may not be greater than ${maxLengthOf(field) ?? PASSWORD_MAX_LENGTH} characters.`,
        );
    case 'number':
      return z.preprocess(
        numeric,
        bounded(
          z
            .number({ invalid_type_error: `The ${attr} must be a number.` })
            .finite(`The ${attr} must be a number.`),
          field,
          attr,
          -1e12,
          1e12,
        ),
      );
    case 'integer':
      return z.preprocess(
        numeric,
        bounded(
          z
            .number({ invalid_type_error: `The ${attr} must be a whole number.` })
            .int(`The ${attr} must be a whole number.`),
          field,
          attr,
          -INTEGER_MAX,
          INTEGER_MAX,
        ),
      );
    case 'money':
      return z.preprocess(
        numeric,
        bounded(
          z.number({ invalid_type_error: `The ${attr} must be an amount in pounds.` }),
          field,
          attr,
          0,
          MONEY_MAX,
        ).refine(
          (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          `The ${attr} may have at most two decimal places.`,
        ),
      );
    case 'flag':
      return z.preprocess(
        (value) =>
          value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : numeric(value),
        z.union([z.literal(0), z.literal(1)], {
          errorMap: () => ({ message: `The ${attr} must be 0 or 1.` }),
        }),
      );
    case 'choice': {
      const choices = field.choices ?? [];
      const numbers = choices.every((choice) => typeof choice === 'number');
      return z
        .preprocess(
          (value) => (numbers ? numeric(value) : typeof value === 'string' ? value.trim() : value),
          z.unknown(),
        )
        .refine(
          (value) => choices.some((choice) => choice === value),
          `The selected ${attr} is invalid; choose one of: ${choices.join(', ')}.`,
        );
    }
    case 'reference':
      return ID(attr);
    case 'references':
      return z.preprocess(
        arrayFromText,
        z
          .array(ID(attr), { invalid_type_error: `The ${attr} must be a list of ids.` })
          .max(LIST_MAX_ITEMS, `The ${attr} may not have more than ${LIST_MAX_ITEMS} items.`)
          .transform((ids) => [...new Set(ids as number[])]),
      );
    case 'date':
      return z
        .string({ invalid_type_error: `The ${attr} must be a date (YYYY-MM-DD).` })
        .trim()
        .refine((value) => {
          if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        }, `The ${attr} must be a date (YYYY-MM-DD).`);
    case 'datetime':
      return z
        .string({ invalid_type_error: `The ${attr} must be a date and time (ISO 8601).` })
        .trim()
        .refine(
          (value) =>
            /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
            !Number.isNaN(Date.parse(value)),
          `The ${attr} must be a date and time (ISO 8601).`,
        )
        .transform((value) => new Date(value).toISOString());
    case 'list':
      // Lists are checked item by item in checkValues, so errors can name the item.
      return z.unknown();
  }
}

const schemas = new WeakMap<FieldDef, Map<string, z.ZodType<unknown>>>();
function schemaOf(field: FieldDef, attr: string): z.ZodType<unknown> {
  let byAttr = schemas.get(field);
  if (!byAttr) schemas.set(field, (byAttr = new Map()));
  let schema = byAttr.get(attr);
  if (!schema) byAttr.set(attr, (schema = valueSchema(field, attr)));
  return schema;
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** The value a create gets when the field is left out. */
export function defaultOf(field: FieldDef): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  return field.kind === 'references' ? [] : null;
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

    let value: unknown = null;
    if (present && !isEmpty(input[field.name])) {
      if (field.kind === 'list') {
        const checked = checkList(field, input[field.name], key, attr);
        Object.assign(errors, checked.errors);
        if (checked.items === undefined) continue;
        value = checked.items;
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
    // A flag is 0 or 1, never empty: left blank (as a form sends an unticked box) it is 0.
    if (empty && field.kind === 'flag') {
      values[field.name] = 0;
      continue;
    }
    if (empty && requiredNow) {
      addError(errors, key, `The ${attr} field is required.`);
      continue;
    }
    // An optional password left blank on update keeps the current one.
    if (empty && field.kind === 'password') continue;
    values[field.name] = empty ? (field.kind === 'references' ? [] : null) : value;
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
  // Passwords an admin sets are held to the same rules as the ones people choose themselves.
  for (const field of fields) {
    const given = values[field.name];
    if (field.kind !== 'password' || field.confirms || typeof given !== 'string') continue;
    if (errors[prefix + field.name]) continue;
    const email = [values.email, input.email].find((value) => typeof value === 'string') ?? '';
    for (const problem of passwordProblems(given, String(email)))
      addError(errors, prefix + field.name, problem);
  }
  return { values, errors };
}

function checkList(
  field: FieldDef,
  raw: unknown,
  key: string,
  attr: string,
): { items?: Values[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const list = arrayFromText(raw);
  if (!Array.isArray(list)) {
    addError(errors, key, `The ${attr} must be a list.`);
    return { errors };
  }
  if (field.length !== undefined && list.length !== field.length) {
    addError(errors, key, `The ${attr} must have exactly ${field.length} items.`);
    return { errors };
  }
  if (field.minItems !== undefined && list.length < field.minItems) {
    addError(errors, key, `Give at least ${field.minItems} ${plural(field)}.`);
    return { errors };
  }
  if (field.maxItems !== undefined && list.length > field.maxItems) {
    addError(errors, key, `Give at most ${field.maxItems} ${plural(field)}.`);
    return { errors };
  }
  if (list.length > LIST_MAX_ITEMS) {
    addError(errors, key, `The ${attr} may not have more than ${LIST_MAX_ITEMS} items.`);
    return { errors };
  }
  const items: Values[] = [];
  list.forEach((item: unknown, index) => {
    const itemKey = `${key}.${index}`;
    if (!isObject(item)) {
      addError(errors, itemKey, `The ${itemKey} must be an object.`);
      return;
    }
    const checked = checkValues(field.fields ?? [], item, 'create', `${itemKey}.`);
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
  return Object.keys(errors).length > 0 ? { errors } : { items, errors };
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
