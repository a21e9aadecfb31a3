import type { DbOrTrx } from '../db/schema';
import { catalogueDb } from './tables';

/** The choices of the catalogue's filters: every category, level and tag, by name. */
export async function catalogueFilters(db: DbOrTrx) {
  const cdb = catalogueDb(db);
  const [categories, levels, tags] = await Promise.all([
    cdb
      .selectFrom('course_categories')
      .select(['id', 'name', 'course_category_id'])
      .orderBy('name')
      .execute(),
    cdb.selectFrom('course_levels').select(['id', 'title']).orderBy('level').orderBy('title').execute(),
    cdb.selectFrom('course_tags').select(['id', 'title']).orderBy('title').execute(),
  ]);
  return {
    categories: categories.map((c) => ({
      id: Number(c.id),
      name: c.name,
      parent_id: c.course_category_id === null ? null : Number(c.course_category_id),
    })),
    levels: levels.map((l) => ({ id: Number(l.id), title: l.title })),
    tags: tags.map((t) => ({ id: Number(t.id), title: t.title })),
  };
}
