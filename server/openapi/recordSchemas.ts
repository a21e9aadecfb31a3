import type { FieldDef, ResourceDef } from '../../src/resources';
import { z } from 'zod/v4';
import { INTEGER_MAX } from '../../src/resources/fieldRules';
import { inputFields, schemaOf } from '../records/validation';
import { wireFields } from '../records/columns';

/** A JSON schema, in the OpenAPI 3.0 dialect (`nullable`). */
export type JsonSchema = Record<string, unknown>;

const ID: JsonSchema = { type: 'integer', minimum: 1, maximum: INTEGER_MAX };

/**
 * A JSON Schema as zod writes it (draft 7) in OpenAPI 3.0's dialect: `nullable` for a null
 * alternative, `enum` for `const`, no `$schema`.
 */
function inOpenApi30(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, const: only, anyOf, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  if (only !== undefined) out.enum = [only];
  if (Array.isArray(anyOf)) {
    const kept = (anyOf as JsonSchema[]).filter((one) => one.type !== 'null');
    if (kept.length < anyOf.length) out.nullable = true;
    if (kept.length === 1) Object.assign(out, inOpenApi30(kept[0]));
    else out.anyOf = kept.map(inOpenApi30);
  }
  // zod writes whole-number enums (flags, numeric choices) as numbers.
  if (out.type === 'number' && Array.isArray(out.enum) && out.enum.every(Number.isInteger))
    out.type = 'integer';
  if (out.items && typeof out.items === 'object') out.items = inOpenApi30(out.items as JsonSchema);
  if (out.properties && typeof out.properties === 'object')
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([key, one]) => [
        key,
        inOpenApi30(one),
      ]),
    );
  return out;
}

/**
 * One field's value on the wire (docs/API.md): what its kind's schema takes, as zod describes
 * it, with the field's help text and whether it may be null.
 */
export function fieldSchema(field: FieldDef): JsonSchema {
  const derived = z.toJSONSchema(schemaOf(field), {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  return {
    ...inOpenApi30(derived),
    ...(field.helperText ? { description: field.helperText } : {}),
    ...(field.required ? {} : { nullable: true }),
  };
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
