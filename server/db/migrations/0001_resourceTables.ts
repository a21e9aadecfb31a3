import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { createRecordTable, integer, real, type TableSpec, text } from './tableBuilder';

/**
 * One table per resource of `resources.config.ts` as it stood at the first release, in an
 * order where every referenced table exists before the tables that point at it. Columns hold
 * the stored form: money in integer pence, flags as 0/1, references and lists as JSON text,
 * dates as ISO text, passwords as argon2id hashes.
 */
const tables: Record<string, TableSpec> = {
  users: {
    // Sign-in reads these, so the database guarantees them too.
    name: text({ notNull: true, index: true }),
    email: text({ notNull: true, index: true, unique: true }),
    password_hash: text({ notNull: true }),
    role_id: integer({ notNull: true, index: true }),
    profile_picture: text(),
  },
  blog_categories: {
    title: text({ index: true }),
  },
  blogs: {
    title: text({ index: true }),
    user_id: integer({ references: 'users', onDelete: 'restrict', index: true }),
    post_status: text({ index: true }),
    category_ids: text(),
    content: text(),
    featured_post: integer({ index: true }),
    featured_img: text(),
  },
  blog_comments: {
    author: text({ index: true }),
    author_email: text(),
    content: text(),
    post_id: integer({ references: 'blogs', onDelete: 'cascade', index: true }),
    user_id: integer({ references: 'users', onDelete: 'set null', index: true }),
    approve_status: text({ index: true }),
  },
  awarding_bodies: {
    title: text({ index: true }),
    logo: text(),
    website_link: text(),
  },
  transcripts: {
    type: text({ index: true }),
    price: integer({ index: true }),
  },
  certificate_levels: {
    awarding_body_id: integer({ references: 'awarding_bodies', onDelete: 'restrict', index: true }),
    certificate_type_id: integer({ references: 'transcripts', onDelete: 'restrict', index: true }),
    level: text({ index: true }),
    price: integer({ index: true }),
  },
  coupons: {
    code: text({ index: true, unique: true }),
    discount_type: text({ index: true }),
    amount: real({ index: true }),
    starts_at: text({ index: true }),
    expires_at: text({ index: true }),
    max_uses: integer(),
    used_count: integer(),
    status: text({ index: true }),
  },
  course_categories: {
    name: text({ index: true }),
    icon: text(),
    description: text(),
    course_category_id: integer({ references: 'course_categories', onDelete: 'restrict', index: true }),
  },
  course_levels: {
    title: text({ index: true }),
    level: integer({ index: true }),
  },
  instructors: {
    name: text({ index: true }),
    email: text({ index: true, unique: true }),
    password_hash: text(),
    phone: text(),
  },
  course_tags: {
    title: text({ index: true, unique: true }),
  },
  courses: {
    title: text({ index: true }),
    slug: text({ unique: true }),
    short_description: text(),
    description: text(),
    course_category_id: integer({ references: 'course_categories', onDelete: 'restrict', index: true }),
    course_level_id: integer({ references: 'course_levels', onDelete: 'set null', index: true }),
    instructor_id: integer({ references: 'instructors', onDelete: 'set null', index: true }),
    tag_ids: text(),
    price: integer({ index: true }),
    sale_price: integer({ index: true }),
    thumbnail: text(),
    duration_hours: real(),
    status: text({ index: true }),
    featured: integer({ index: true }),
  },
  bundles: {
    title: text({ index: true }),
    description: text(),
    price: integer({ index: true }),
    sale_price: integer(),
    image: text(),
    status: text({ index: true }),
  },
  bundle_items: {
    bundle_id: integer({ references: 'bundles', onDelete: 'cascade', index: true }),
    course_id: integer({ references: 'courses', onDelete: 'cascade', index: true }),
    sort_order: integer({ index: true }),
  },
  exams: {
    title: text({ index: true }),
    course_id: integer({ references: 'courses', onDelete: 'restrict', index: true }),
    duration_minutes: integer(),
    pass_mark: integer(),
    status: text({ index: true }),
    questions: text(),
  },
  faqs: {
    question: text({ index: true }),
    answer: text(),
    sort_order: integer({ index: true }),
    status: text({ index: true }),
  },
  topic_types: {
    title: text({ index: true }),
    description: text(),
  },
  topics: {
    title: text({ index: true }),
    course_id: integer({ references: 'courses', onDelete: 'restrict', index: true }),
    topic_type_id: integer({ references: 'topic_types', onDelete: 'set null', index: true }),
    description: text(),
    sort_order: integer({ index: true }),
  },
  lessons: {
    title: text({ index: true }),
    course_id: integer({ references: 'courses', onDelete: 'restrict', index: true }),
    topic_id: integer({ references: 'topics', onDelete: 'set null', index: true }),
    content: text(),
    video_url: text(),
    duration_minutes: integer(),
    sort_order: integer({ index: true }),
    is_preview: integer({ index: true }),
  },
  orders: {
    user_id: integer({ references: 'users', onDelete: 'restrict', index: true }),
    items: text(),
    subtotal: integer(),
    discount: integer(),
    total: integer({ index: true }),
    currency: text(),
    coupon_code: text(),
    status: text({ index: true }),
    payment_reference: text(),
  },
  products: {
    title: text({ index: true }),
    regular_price: integer({ index: true }),
    sale_price: integer({ index: true }),
    short_description: text(),
    long_description: text(),
    featured_photo: text(),
  },
  question_tags: {
    title: text({ index: true, unique: true }),
  },
  resources: {
    title: text({ index: true }),
    description: text(),
    resource: text(),
  },
  reviews: {
    rating: integer({ index: true }),
    review: text(),
    course_id: integer({ references: 'courses', onDelete: 'cascade', index: true }),
    status: text({ index: true }),
  },
  social_profiles: {
    title: text({ index: true }),
    icon: text(),
    link: text(),
  },
  notes: {
    description: text(),
    topic_id: integer({ references: 'topics', onDelete: 'set null', index: true }),
    user_id: integer({ references: 'users', onDelete: 'cascade', index: true }),
  },
  tips: {
    title: text({ index: true }),
    description: text(),
    url: text(),
    featured: integer({ index: true }),
  },
};

export const resourceTables = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of Object.entries(tables)) await createRecordTable(db, dialect, name, columns);
  },
  async down(db: Kysely<unknown>) {
    for (const name of Object.keys(tables).reverse()) await db.schema.dropTable(name).execute();
  },
});
