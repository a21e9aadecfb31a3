import { type RawBuilder, type SqlBool, sql } from 'kysely';
import slugify from 'slugify';
import type { ResourceDef } from '../../src/resources';
import { type DbOrTrx, type Row, loose } from '../db/schema';
import type { Values } from '../records/validation';

/** The URL name of a title: lower case, ASCII letters, digits and hyphens ("Calm & Clear" → "calm-and-clear"). */
export function slugOf(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, trim: true }).slice(0, 100).replace(/-+$/, '');
  return slug === '' ? 'item' : slug;
}

/**
 * `column` holds `slug`, in any case. Slugs are unique regardless of case, through a unique index
 * on lower(slug): written this way, the condition is answered by that index, not by reading
 * every row. The database lowers both sides, so `slug` may be a prepared query's value.
 */
export const slugIs = (column: string, slug: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) = lower(${slug})`;

/** The first of `base`, `base-2`, `base-3`... that `taken` does not hold (compared in lower case). */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Fills the `slugFrom` fields (resources.config.ts) a create left empty: the source field's
 * slug, numbered when another record holds it already. Runs inside the create's transaction.
 */
export async function fillSlugs(db: DbOrTrx, resource: ResourceDef, values: Values, row: Row): Promise<void> {
  for (const field of resource.fields) {
    if (!field.slugFrom || (typeof values[field.name] === 'string' && values[field.name] !== '')) continue;
    const base = slugOf(String(values[field.slugFrom] ?? ''));
    const taken = await loose(db)
      .selectFrom(resource.key)
      .select(sql<string>`lower(${sql.ref(field.name)})`.as('slug'))
      .where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref(field.name)})`, '=', base),
          eb(sql`lower(${sql.ref(field.name)})`, 'like', `${base}-%`),
        ]),
      )
      .execute();
    const slug = freeSlug(base, new Set(taken.map((r) => String(r.slug))));
    values[field.name] = slug;
    row[field.name] = slug;
  }
}
