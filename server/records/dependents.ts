import type { DependentCount } from '../../src/contract/recordExtensions';
import { allResources, kindOf } from '../../src/resources';
import type { ResourceDef } from '../../src/resources';
import { type DbOrTrx, loose } from '../db/schema';
import { HttpError } from '../errors';
import { columnOf } from './columns';

/** A column somewhere that holds ids of records of `target`. */
interface Link {
  table: string;
  column: string;
  target: string;
  many: boolean;
  onDelete: 'restrict' | 'cascade' | 'detach';
  /** How a count of the rows is said: [one, many]. */
  nouns: [string, string];
}

/** Tables outside the resource table that point at records (sessions). */
const SYSTEM_LINKS: readonly Link[] = [
  {
    table: 'sessions',
    column: 'user_id',
    target: 'users',
    many: false,
    onDelete: 'cascade',
    nouns: ['session', 'sessions'],
  },
];

const linksOf = new WeakMap<readonly ResourceDef[], readonly Link[]>();

/** Every column of a table's resources (and the system tables) that points at records, worked out once per table. */
function links(table: readonly ResourceDef[]): readonly Link[] {
  let found = linksOf.get(table);
  if (!found) {
    found = [
      ...table.flatMap((r) =>
        r.fields
          .filter((field) => field.reference && kindOf(field).pointsTo)
          // A history keeps the ids it was written with, whatever becomes of the records.
          .filter((field) => field.onDelete !== 'keep')
          .map((field): Link => ({
            table: r.key,
            column: columnOf(field),
            target: field.reference ?? '',
            many: kindOf(field).pointsTo === 'many',
            onDelete: (field.onDelete ?? 'restrict') as Link['onDelete'],
            nouns: [r.singular.toLowerCase(), r.plural.toLowerCase()],
          })),
      ),
      ...SYSTEM_LINKS,
    ];
    linksOf.set(table, found);
  }
  return found;
}

/** Ids of the rows of `link.table` that point at `id`. */
async function pointingAt(db: DbOrTrx, link: Link, id: number): Promise<{ id: number; ids?: number[] }[]> {
  if (!link.many) {
    const rows = await loose(db).selectFrom(link.table).select('id').where(link.column, '=', id).execute();
    return rows.map((row) => ({ id: Number(row.id) }));
  }
  // JSON text: narrow with LIKE, then read the arrays to be exact.
  const rows = await loose(db)
    .selectFrom(link.table)
    .select(['id', link.column])
    .where(link.column, 'like', `%${id}%`)
    .execute();
  return rows
    .map((row) => {
      let ids: unknown;
      try {
        ids = JSON.parse(String(row[link.column]));
      } catch {
        ids = [];
      }
      return { id: Number(row.id), ids: Array.isArray(ids) ? ids.map(Number) : [] };
    })
    .filter((row) => row.ids.includes(id));
}

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes a record and applies the table's `onDelete` rules to whatever points at it:
 * refuses with 409 while a `restrict` reference remains, deletes `cascade` children (and
 * theirs), and clears `detach` references. Call inside a transaction.
 */
export async function deleteWithDependents(
  db: DbOrTrx,
  resource: ResourceDef,
  id: number,
  table: readonly ResourceDef[] = allResources,
): Promise<void> {
  const found: { link: Link; rows: Awaited<ReturnType<typeof pointingAt>> }[] = [];
  for (const link of links(table).filter((candidate) => candidate.target === resource.key))
    found.push({ link, rows: await pointingAt(db, link, id) });

  const blockers = found.filter(({ link, rows }) => link.onDelete === 'restrict' && rows.length > 0);
  if (blockers.length > 0) {
    const uses = blockers.map(({ link, rows }) => count(rows.length, link.nouns));
    const list = uses.length > 1 ? `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}` : uses[0];
    throw new HttpError(
      409,
      `This ${resource.singular.toLowerCase()} is still used by ${list}. Delete or change those first.`,
    );
  }

  const now = new Date().toISOString();
  for (const { link, rows } of found) {
    if (rows.length === 0) continue;
    if (link.onDelete === 'cascade') {
      const child = table.find((candidate) => candidate.key === link.table);
      if (child) {
        for (const row of rows) await deleteWithDependents(db, child, row.id, table);
      } else {
        await loose(db).deleteFrom(link.table).where(link.column, '=', id).execute();
      }
    } else if (link.onDelete === 'detach') {
      for (const row of rows) {
        const value = link.many ? JSON.stringify((row.ids ?? []).filter((other) => other !== id)) : null;
        await loose(db)
          .updateTable(link.table)
          .set({ [link.column]: value, updated_at: now })
          .where('id', '=', row.id)
          .execute();
      }
    }
  }
  await loose(db).deleteFrom(resource.key).where('id', '=', id).execute();
}

type Tally = Map<string, { nouns: [string, string]; ids: Set<number> }>;

const counted = (tally: Tally, done: ReadonlySet<string>) =>
  [...tally].flatMap(([table, { nouns, ids }]) => {
    const n = [...ids].filter((id) => !done.has(`${table}:${id}`)).length;
    return n > 0 ? [{ resource: table, count: n, text: count(n, nouns) }] : [];
  });

/**
 * What deleting these records would do under the table's `onDelete` rules, without doing it:
 * the records deleted with them (at any depth), those that would only lose the reference, and
 * those that stop the delete. The same walk as deleteWithDependents, read-only.
 */
export async function dependentsOf(
  db: DbOrTrx,
  resource: ResourceDef,
  ids: readonly number[],
  table: readonly ResourceDef[] = allResources,
): Promise<{ deleted: DependentCount[]; detached: DependentCount[]; blocking: DependentCount[] }> {
  const going = new Set(ids.map((id) => `${resource.key}:${id}`));
  const tallies = { deleted: new Map(), detached: new Map(), blocking: new Map() } satisfies Record<
    string,
    Tally
  >;
  const add = (tally: Tally, link: Link, id: number) => {
    const entry = tally.get(link.table) ?? { nouns: link.nouns, ids: new Set<number>() };
    entry.ids.add(id);
    tally.set(link.table, entry);
  };
  const walk = async (target: ResourceDef, id: number): Promise<void> => {
    for (const link of links(table).filter((l) => l.target === target.key)) {
      for (const row of await pointingAt(db, link, id)) {
        const key = `${link.table}:${row.id}`;
        if (going.has(key)) continue;
        if (link.onDelete !== 'cascade') {
          add(link.onDelete === 'detach' ? tallies.detached : tallies.blocking, link, row.id);
          continue;
        }
        going.add(key);
        add(tallies.deleted, link, row.id);
        const child = table.find((candidate) => candidate.key === link.table);
        if (child) await walk(child, row.id);
      }
    }
  };
  for (const id of ids) await walk(resource, id);
  return {
    deleted: counted(tallies.deleted, new Set()),
    // A record deleted anyway is neither kept nor in the way.
    detached: counted(tallies.detached, going),
    blocking: counted(tallies.blocking, going),
  };
}
