import { PostgresAdapter, sql } from 'kysely';
import { type ResourceDef, kindOf, whyKept } from '../../src/resources';
import { type Actor, writeAudit } from '../audit';
import { fillSlugs } from '../catalogue/slug';
import { type DbOrTrx, type Row, loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type FieldErrors, HttpError, notFound, unprocessable } from '../errors';
import { changeOf, rowChange } from './auditChange';
import { columnFields } from './columns';
import { deleteWithDependents } from './dependents';
import { recordHooks } from './hooks';
import { integrityErrors } from './integrity';
import {
  type CheckOptions,
  type Values,
  checkValues,
  defaultOf,
  inputFields,
  ruleErrors,
} from './validation';
import { fromRow, toRow } from './wire';

export interface WriteOptions {
  /** Seeding and start-up: read-only fields may be set. */
  trusted?: boolean;
  /** Only these fields are read (a body shape's `fields`). */
  only?: readonly string[];
  /** Who asks; recorded in the audit log when given. */
  actor?: Actor;
  /** The resource table a delete follows references through: the app's (`ctx.table`), else resources.config.ts. */
  table?: readonly ResourceDef[];
  /**
   * An update only: the `updated_at` the client's copy was read with (src/contract/recordExtensions.ts).
   * When the record has changed since, nothing is written and the answer is 409.
   */
  expectedVersion?: string;
}

export async function findRow(
  db: DbOrTrx,
  resource: ResourceDef,
  id: number,
  forUpdate = false,
): Promise<Row | undefined> {
  const query = loose(db).selectFrom(resource.key).selectAll().where('id', '=', id);
  // PostgreSQL: a second save of the same record waits here until the first is written, so both
  // cannot pass the version check. SQLite runs one write transaction at a time already.
  const locking = forUpdate && db.getExecutor().adapter instanceof PostgresAdapter;
  return (locking ? query.forUpdate() : query).executeTakeFirst();
}

/** 409: the record changed after the client read it; the answer carries it as it now is. */
function staleRecord(resource: ResourceDef, current: Values): HttpError {
  const what = resource.singular.toLowerCase();
  return new HttpError(
    409,
    `This ${what} was changed by someone else after you opened it, so your changes were not saved. Check its current values and save again.`,
    undefined,
    undefined,
    { current },
  );
}

/** One record in wire form, or 404. */
export async function getRecord(db: DbOrTrx, resource: ResourceDef, id: number): Promise<Values> {
  const row = await findRow(db, resource, id);
  if (!row) throw notFound(resource.singular);
  return fromRow(resource, row);
}

/** The checks that need no database, for callers that merge their own errors (register). */
export function checkInput(
  resource: ResourceDef,
  input: Record<string, unknown>,
  options: CheckOptions,
): { values: Values; errors: FieldErrors } {
  return checkValues(inputFields(resource, options), input, options.mode);
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const audit = (db: DbOrTrx, actor: Actor | undefined, entry: Parameters<typeof writeAudit>[1]) =>
  actor ? writeAudit(db, { ...entry, userId: actor.userId, ip: actor.ip }) : Promise.resolve();

/** Validates, converts and inserts one record; answers it in wire form. */
export async function createRecord(
  db: DbOrTrx,
  resource: ResourceDef,
  input: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<Values> {
  const { values, errors } = checkInput(resource, input, { ...options, mode: 'create' });
  throwIfAny(errors);
  for (const field of columnFields(resource))
    if (
      values[field.name] === undefined ||
      (values[field.name] === null && field.defaultValue != null && !field.blankIsValue)
    )
      values[field.name] = defaultOf(field);
  throwIfAny(ruleErrors(resource, values));
  // Hash before the transaction: argon2 is slow on purpose and must not hold the write lock.
  const row = await toRow(resource, values);

  return inTransaction(db, async (trx) => {
    await fillSlugs(trx, resource, values, row);
    throwIfAny(await integrityErrors(trx, resource, values));
    await recordHooks[resource.key]?.beforeCreate?.({ db: trx, actor: options.actor }, row);
    const now = new Date().toISOString();
    const inserted = await loose(trx)
      .insertInto(resource.key)
      .values({ ...row, created_at: row.created_at ?? now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await recordHooks[resource.key]?.afterCreate?.({ db: trx, actor: options.actor }, { ...row, id });
    const created = await getRecord(trx, resource, id);
    await audit(trx, options.actor, {
      action: 'record.create',
      resource: resource.key,
      recordId: id,
      detail: {
        fields: Object.keys(values).filter((name) => values[name] !== null),
        ...changeOf(undefined, created),
      },
    });
    return created;
  });
}

/**
 * The `updated_at` of a change to a record read as `before`: now, or a millisecond past the last
 * change when that is not yet earlier. It is the record's version, so two saves within one
 * millisecond must still leave different versions, or a copy read between them would pass as current.
 */
function nextVersion(before: Row): string {
  const last = Date.parse(String(before.updated_at));
  return new Date(Number.isNaN(last) ? Date.now() : Math.max(Date.now(), last + 1)).toISOString();
}

/** Validates and applies the given fields only; fields left out keep their values. */
export async function updateRecord(
  db: DbOrTrx,
  resource: ResourceDef,
  id: number,
  input: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<Values> {
  const { values, errors } = checkInput(resource, input, { ...options, mode: 'update' });
  throwIfAny(errors);
  const changes = await toRow(resource, values);

  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, resource, id, options.expectedVersion !== undefined);
    if (!before) throw notFound(resource.singular);
    if (options.expectedVersion !== undefined && String(before.updated_at) !== options.expectedVersion)
      throw staleRecord(resource, fromRow(resource, before));
    throwIfAny(ruleErrors(resource, { ...fromRow(resource, before), ...values }));
    const problems = await integrityErrors(trx, resource, values, id);
    for (const field of resource.fields)
      if (kindOf(field).pointsTo === 'one' && field.reference === resource.key && values[field.name] === id)
        (problems[field.name] ??= []).push(`A ${resource.singular.toLowerCase()} cannot point at itself.`);
    throwIfAny(problems);
    const hooks = recordHooks[resource.key];
    await hooks?.beforeUpdate?.({ db: trx, actor: options.actor }, before, changes);
    await loose(trx)
      .updateTable(resource.key)
      .set({ ...changes, updated_at: nextVersion(before) })
      .where('id', '=', id)
      .execute();
    const after = (await findRow(trx, resource, id)) as Row;
    await hooks?.afterUpdate?.({ db: trx, actor: options.actor }, before, after);
    const answer = fromRow(resource, after);
    await audit(trx, options.actor, {
      action: 'record.update',
      resource: resource.key,
      recordId: id,
      detail: { fields: Object.keys(values), ...changeOf(fromRow(resource, before), answer) },
    });
    return answer;
  });
}

/** Deletes a record under the table's onDelete rules; answers the deleted record. */
export async function deleteRecord(
  db: DbOrTrx,
  resource: ResourceDef,
  id: number,
  options: WriteOptions = {},
): Promise<Values> {
  return inTransaction(db, async (trx) => {
    const row = await findRow(trx, resource, id);
    if (!row) throw notFound(resource.singular);
    const kept = whyKept(resource, row);
    if (kept) throw new HttpError(409, kept);
    const hooks = recordHooks[resource.key];
    await hooks?.beforeDelete?.({ db: trx, actor: options.actor }, row);
    await deleteWithDependents(trx, resource, id, options.table);
    await hooks?.afterDelete?.({ db: trx, actor: options.actor }, row);
    const deleted = fromRow(resource, row);
    await audit(trx, options.actor, {
      action: 'record.delete',
      resource: resource.key,
      recordId: id,
      detail: changeOf(deleted, undefined),
    });
    return deleted;
  });
}

/**
 * Sets one field of one record (an action: approve, feature, change role). With
 * `resetOthersTo`, every other record gets that value in the same transaction.
 */
export async function setField(
  db: DbOrTrx,
  resource: ResourceDef,
  id: number,
  field: string,
  value: unknown,
  options: {
    resetOthersTo?: unknown;
    actor?: Actor;
    action: string;
    /** Other fields the action saves with its value (a revocation's reason). */
    also?: Record<string, unknown>;
  },
): Promise<Values> {
  const changes = await toRow(resource, { ...options.also, [field]: value });
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, resource, id);
    if (!before) throw notFound(resource.singular);
    const hooks = recordHooks[resource.key];
    await hooks?.beforeUpdate?.({ db: trx, actor: options.actor }, before, changes);
    const now = new Date().toISOString();
    if (options.resetOthersTo !== undefined) {
      // Two of these at once would each reset only what they saw and both set theirs (PostgreSQL
      // re-checks only rows it saw match). One at a time: readers are not held up. SQLite runs
      // one write transaction at a time already.
      if (trx.getExecutor().adapter instanceof PostgresAdapter)
        await sql`lock table ${sql.table(resource.key)} in share row exclusive mode`.execute(trx);
      const reset = await toRow(resource, { [field]: options.resetOthersTo });
      const [column, resetValue] = Object.entries(reset)[0];
      // Only rows that change get a new updated_at.
      await loose(trx)
        .updateTable(resource.key)
        .set({ ...reset, updated_at: now })
        .where('id', '!=', id)
        .where((eb) => eb.or([eb(column, '!=', resetValue), eb(column, 'is', null)]))
        .execute();
    }
    await loose(trx)
      .updateTable(resource.key)
      .set({ ...changes, updated_at: nextVersion(before) })
      .where('id', '=', id)
      .execute();
    const after = (await findRow(trx, resource, id)) as Row;
    await hooks?.afterUpdate?.({ db: trx, actor: options.actor }, before, after);
    const answer = fromRow(resource, after);
    await audit(trx, options.actor, {
      action: 'record.action',
      resource: resource.key,
      recordId: id,
      detail: {
        action: options.action,
        field,
        value,
        ...(options.also ? { also: Object.keys(options.also) } : {}),
      },
      changes: [rowChange(resource, before, after)],
    });
    return answer;
  });
}
