import type { Identifier, RaRecord } from 'ra-core';
import { toWireId, toWireValue } from './wire';
import { kindOf } from '../resources/kinds';
import type { ActionDef, BodyShape, Endpoint, FieldDef, ResourceDef } from '../resources/types';

/** A record as a form hands it over: any keys, the table's among them. */
export type FormRecord = Record<string, unknown>;

export type WriteKind = 'create' | 'update';

/** The fields a write sends: the table's writable ones, narrowed to `body.fields` when declared. */
export function sentFields(resource: ResourceDef, endpoint: Endpoint): readonly FieldDef[] {
  const only = endpoint.body?.fields;
  return resource.fields.filter((field) => !field.readOnly && (!only || only.includes(field.name)));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The values a write sends, as the wire has them. Read-only fields and keys the table does not
 * declare (`created_at`, a bundle's `noRedirect` flag) never leave; an update leaves out a
 * password left empty, which means "unchanged".
 */
export function fieldValues(
  resource: ResourceDef,
  endpoint: Endpoint,
  record: FormRecord,
  kind: WriteKind,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of sentFields(resource, endpoint)) {
    const raw = record[field.name];
    if (kind === 'update' && kindOf(field).blank === 'unchanged' && isBlank(raw)) continue;
    const value = toWireValue(field, raw);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/**
 * Puts the fields (and the id of an update) where the entry's BodyShape says:
 * `{...fields}`, `{id, ...fields}`, `{x_data}`, `{x_data: {id, ...}}` or `{x_data, id}`,
 * with `idKey` naming the id (`course_id`).
 */
export function shapeBody(
  shape: BodyShape | undefined,
  fields: Record<string, unknown>,
  id?: Identifier,
): Record<string, unknown> {
  const idKey = shape?.idKey ?? 'id';
  const idPart = id === undefined ? {} : { [idKey]: toWireId(id) };
  if (!shape?.wrap) return { ...idPart, ...fields };
  if (shape.id === 'inside') return { [shape.wrap]: { ...idPart, ...fields } };
  return { [shape.wrap]: fields, ...idPart };
}

/** The body of a create, for the entry's create call or another one (`create_blog_post`). */
export function createBody(
  resource: ResourceDef,
  endpoint: Endpoint,
  record: FormRecord,
): Record<string, unknown> {
  return shapeBody(endpoint.body, fieldValues(resource, endpoint, record, 'create'));
}

export function updateBody(
  resource: ResourceDef,
  endpoint: Endpoint,
  id: Identifier,
  record: FormRecord,
): Record<string, unknown> {
  return shapeBody(endpoint.body, fieldValues(resource, endpoint, record, 'update'), id);
}

/** docs/legacy-api.md §7: every delete sends `{id}`. */
export const deleteBody = (id: Identifier): { id: Identifier } => ({ id: toWireId(id) });

/**
 * The body of an action from its map: `'id'` is the record's id, `'$value'` the chosen value,
 * any other source a field of the record; each converted as its field is.
 */
export function actionBody(
  resource: ResourceDef,
  action: ActionDef,
  record: Partial<RaRecord> & { id: Identifier },
  value: unknown,
): Record<string, unknown> {
  const fieldOf = (name: string | undefined) => resource.fields.find((field) => field.name === name);
  const body: Record<string, unknown> = {};
  for (const [key, source] of Object.entries(action.body)) {
    if (source === 'id') body[key] = toWireId(record.id);
    else if (source === '$value') {
      const field = fieldOf(action.field);
      body[key] = field ? toWireValue(field, value) : value;
    } else {
      const field = fieldOf(source);
      body[key] = field ? toWireValue(field, record[source]) : record[source];
    }
  }
  return body;
}
