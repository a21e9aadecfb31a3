import type { FieldDef, ResourceDef } from '../../src/resources';
import { INTEGER_MAX, MONEY_MAX, maxLengthOf } from '../../src/resources/fieldRules';
import { inputFields } from '../records/validation';
import { wireFields } from '../records/columns';

/** A JSON schema, in the OpenAPI 3.0 dialect (`nullable`). */
export type JsonSchema = Record<string, unknown>;

const ID: JsonSchema = { type: 'integer', minimum: 1, maximum: INTEGER_MAX };

/** One field's value on the wire (docs/API.md): money in pounds, flags 0/1, references as ids. */
export function fieldSchema(field: FieldDef): JsonSchema {
  const described = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    ...(field.helperText ? { description: field.helperText } : {}),
    ...(field.required ? {} : { nullable: true }),
  });
  const numeric = (type: 'integer' | 'number', max?: number): JsonSchema => ({
    type,
    ...(field.min !== undefined ? { minimum: field.min } : {}),
    ...((field.max ?? max) !== undefined ? { maximum: field.max ?? max } : {}),
  });
  switch (field.kind) {
    case 'integer':
      return described(numeric('integer', INTEGER_MAX));
    case 'number':
      return described(numeric('number'));
    case 'money':
      return described({ ...numeric('number', MONEY_MAX), description: 'Pounds, at most two decimals.' });
    case 'flag':
      return described({ type: 'integer', enum: [0, 1] });
    case 'choice':
      return described({
        type: field.choices?.every((c) => typeof c === 'number') ? 'integer' : 'string',
        enum: [...(field.choices ?? [])],
      });
    case 'reference':
      return described({ ...ID, description: `The id of one of ${field.reference ?? 'the records'}.` });
    case 'references':
      return described({ type: 'array', items: ID });
    case 'date':
      return described({ type: 'string', format: 'date' });
    case 'datetime':
      return described({ type: 'string', format: 'date-time' });
    case 'list':
      return described({ type: 'array', items: objectSchema(field.fields ?? [], 'create') });
    default: {
      const max = maxLengthOf(field);
      return described({
        type: 'string',
        ...(max !== undefined ? { maxLength: max } : {}),
        ...(field.kind === 'email' ? { format: 'email' } : {}),
        ...(field.kind === 'password' ? { format: 'password', writeOnly: true } : {}),
      });
    }
  }
}

function objectSchema(fields: readonly FieldDef[], mode: 'create' | 'update'): JsonSchema {
  const required = mode === 'create' ? fields.filter((f) => f.required).map((f) => f.name) : [];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const TIMESTAMP: JsonSchema = { type: 'string', format: 'date-time', readOnly: true };

/** A record as every answer carries it: its id, its timestamps and its wire fields. */
export function recordSchema(resource: ResourceDef): JsonSchema {
  const fields = objectSchema(wireFields(resource), 'create');
  return {
    ...fields,
    title: resource.singular,
    properties: {
      id: { ...ID, readOnly: true },
      ...(fields.properties as JsonSchema),
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    required: ['id'],
  };
}

/**
 * What a create or an update reads: the fields a caller may write (read-only ones are ignored,
 * as are `id` and the timestamps a whole record brings back), limited to `only` when the
 * call's body shape names its fields.
 */
export function inputSchema(
  resource: ResourceDef,
  mode: 'create' | 'update',
  only?: readonly string[],
): JsonSchema {
  return {
    ...objectSchema(inputFields(resource, { mode, only }), mode),
    title: `${resource.singular} input`,
  };
}

/** A message, and the messages of each field at fault (docs/API.md). */
export const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};
