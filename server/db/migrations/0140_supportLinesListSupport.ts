import type { Migration } from 'kysely';
import { f } from '../../../src/resources/fields';
import type { Dialect } from '../connect';
import { addResourceListSupport, removeResourceListSupport } from './resourceTable';

/** The support lines' sorted and searched fields, written out: a migration keeps its meaning. */
const FIELDS = [
  f.text('title', { sortable: true, searchable: true }),
  f.integer('sort_order', { sortable: true }),
];

/**
 * The support lines' table was made without the list support every resource's table has (row
 * counters, sorted indexes, a search index over the title): this gives it them.
 */
export const supportLinesListSupport = (dialect: Dialect): Migration => ({
  up: (db) => addResourceListSupport(db, dialect, 'support_lines', FIELDS),
  down: (db) => removeResourceListSupport(db, dialect, 'support_lines', FIELDS),
});
