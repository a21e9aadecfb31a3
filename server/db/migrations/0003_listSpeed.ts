import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import {
  type ListSupport,
  addListSupport,
  createListCounters,
  dropListCounters,
  removeListSupport,
  trigramSchema,
} from './listSupport';

/**
 * Lists at scale : a row counter, sort and filter indexes and a substring
 * search index for every record table, as the resource table stood when this shipped. The
 * columns are written out here, not read from resources.config.ts, so this migration keeps its
 * meaning when the table changes; the list code checks what each database actually has.
 */
const tables: Record<string, ListSupport> = {
  users: { sorted: ['name', 'email', 'created_at', 'role_id'], searchable: ['name', 'email'] },
  blog_categories: { sorted: ['title'], searchable: ['title'] },
  blogs: {
    sorted: ['title', 'post_status', 'created_at', 'user_id', 'featured_post'],
    searchable: ['title', 'content'],
  },
  blog_comments: {
    sorted: ['author', 'approve_status', 'post_id', 'user_id'],
    searchable: ['author', 'author_email', 'content'],
  },
  awarding_bodies: { sorted: ['title'], searchable: ['title'] },
  transcripts: { sorted: ['type', 'price'], searchable: ['type'] },
  certificate_levels: {
    sorted: ['level', 'price', 'awarding_body_id', 'certificate_type_id'],
    searchable: ['level'],
  },
  coupons: {
    sorted: ['code', 'amount', 'starts_at', 'expires_at', 'discount_type', 'status'],
    searchable: ['code'],
  },
  course_categories: { sorted: ['name', 'course_category_id'], searchable: ['name', 'description'] },
  course_levels: { sorted: ['title', 'level'], searchable: ['title'] },
  instructors: { sorted: ['name', 'email'], searchable: ['name', 'email'] },
  course_tags: { sorted: ['title'], searchable: ['title'] },
  courses: {
    sorted: [
      'title',
      'price',
      'sale_price',
      'status',
      'course_category_id',
      'course_level_id',
      'instructor_id',
      'featured',
    ],
    searchable: ['title', 'slug', 'short_description'],
  },
  bundles: { sorted: ['title', 'price', 'status'], searchable: ['title'] },
  bundle_items: { sorted: ['sort_order', 'bundle_id', 'course_id'], searchable: [] },
  exams: { sorted: ['title', 'course_id', 'status'], searchable: ['title'] },
  faqs: { sorted: ['question', 'sort_order', 'status'], searchable: ['question', 'answer'] },
  topic_types: { sorted: ['title'], searchable: ['title', 'description'] },
  topics: {
    sorted: ['title', 'sort_order', 'course_id', 'topic_type_id'],
    searchable: ['title', 'description'],
  },
  lessons: {
    sorted: ['title', 'sort_order', 'course_id', 'topic_id', 'is_preview'],
    searchable: ['title'],
  },
  orders: {
    sorted: ['total', 'status', 'created_at', 'user_id'],
    searchable: ['coupon_code', 'payment_reference'],
  },
  products: { sorted: ['title', 'regular_price', 'sale_price'], searchable: ['title', 'short_description'] },
  question_tags: { sorted: ['title'], searchable: ['title'] },
  resources: { sorted: ['title'], searchable: ['title', 'description'] },
  reviews: { sorted: ['rating', 'status', 'course_id'], searchable: ['review'] },
  social_profiles: { sorted: ['title'], searchable: ['title'] },
  notes: { sorted: ['topic_id', 'user_id'], searchable: ['description'] },
  tips: { sorted: ['title', 'featured'], searchable: ['title', 'description'] },
};

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createListCounters(db, dialect);
  const trgm = dialect === 'postgres' ? await trigramSchema(db) : undefined;
  for (const [table, support] of Object.entries(tables))
    await addListSupport(db, dialect, table, support, trgm);
}

export const listSpeed = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // PostgreSQL runs migrations in a transaction already; SQLite's runner does not.
    if (db.isTransaction) return up(db, dialect);
    await db.transaction().execute((trx) => up(trx, dialect));
  },
  async down(db: Kysely<unknown>) {
    for (const [table, support] of Object.entries(tables))
      await removeListSupport(db, dialect, table, support);
    await dropListCounters(db, dialect);
  },
});
