import { sql } from 'kysely';
import { type ResourceDef, kindOf } from '../../src/resources';
import { type DbOrTrx, loose } from '../db/schema';
import { type FieldErrors, addError } from '../errors';
import { columnOf } from './columns';
import { type Values, attributeOf } from './validation';

/**
 * The checks that need the database: unique values (case-insensitive) and references that
 * must point at existing records. One query per unique field and per referenced table.
 */
export async function integrityErrors(
  db: DbOrTrx,
  resource: ResourceDef,
  values: Values,
  ownId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};

  for (const field of resource.fields) {
    const value = values[field.name];
    if (!field.unique || typeof value !== 'string' || value === '') continue;
    const column = columnOf(field);
    let query = loose(db)
      .selectFrom(resource.key)
      .select('id')
      .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase());
    if (ownId !== undefined) query = query.where('id', '!=', ownId);
    if (await query.limit(1).executeTakeFirst())
      addError(errors, field.name, `The ${attributeOf(field)} has already been taken.`);
  }

  const wanted = new Map<string, Set<number>>();
  for (const field of resource.fields) {
    if (!field.reference || !kindOf(field).pointsTo) continue;
    const ids =
      kindOf(field).pointsTo === 'one' ? [values[field.name]] : (values[field.name] as unknown[] | undefined);
    for (const id of ids ?? []) {
      if (typeof id !== 'number') continue;
      const set = wanted.get(field.reference) ?? new Set<number>();
      set.add(id);
      wanted.set(field.reference, set);
    }
  }
  const existing = new Map<string, Set<number>>();
  for (const [table, ids] of wanted) {
    // A record may point at itself only once it exists; the ids to look up are never many.
    const rows = await loose(db)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    existing.set(table, new Set(rows.map((row) => Number(row.id))));
  }
  for (const field of resource.fields) {
    if (!field.reference) continue;
    const found = existing.get(field.reference);
    if (kindOf(field).pointsTo === 'one') {
      const id = values[field.name];
      if (typeof id === 'number' && !found?.has(id))
        addError(errors, field.name, `The selected ${attributeOf(field)} does not exist.`);
    } else if (kindOf(field).pointsTo === 'many') {
      const missing = ((values[field.name] as unknown[] | undefined) ?? []).filter(
        (id) => typeof id === 'number' && !found?.has(id),
      );
      if (missing.length > 0)
        addError(
          errors,
          field.name,
          `The selected ${attributeOf(field)} do not exist: ${missing.join(', ')}.`,
        );
    }
  }
  await sameAsErrors(db, resource, values, errors, ownId);
  return errors;
}

/** A `sameAs` reference must point at a record that shares the named value (a topic of the lesson's course). */
async function sameAsErrors(
  db: DbOrTrx,
  resource: ResourceDef,
  values: Values,
  errors: FieldErrors,
  ownId?: number,
): Promise<void> {
  for (const field of resource.fields) {
    const shared = resource.fields.find((other) => other.name === field.sameAs);
    if (!shared || kindOf(field).pointsTo !== 'one' || !field.reference || errors[field.name]) continue;
    if (values[field.name] === undefined && values[shared.name] === undefined) continue;
    let target = values[field.name];
    let own = values[shared.name];
    if ((target === undefined || own === undefined) && ownId !== undefined) {
      const row = await loose(db)
        .selectFrom(resource.key)
        .select([columnOf(field), columnOf(shared)])
        .where('id', '=', ownId)
        .executeTakeFirst();
      if (target === undefined) target = row?.[columnOf(field)];
      if (own === undefined) own = row?.[columnOf(shared)];
    }
    if (target === null || target === undefined || own === null || own === undefined) continue;
    const referenced = await loose(db)
      .selectFrom(field.reference)
      .select(shared.name)
      .where('id', '=', Number(target))
      .executeTakeFirst();
    if (referenced && Number(referenced[shared.name]) !== Number(own))
      addError(
        errors,
        field.name,
        `The ${attributeOf(field)} must belong to the ${resource.singular.toLowerCase()}'s ${attributeOf(shared)}.`,
      );
  }
}
