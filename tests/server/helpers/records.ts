/**
 * Valid records of every resource, written out by hand (wire format of docs/API.md), and a
 * way to put one in the database together with whatever it points at.
 */
import { getResource } from '../../../src/resources';
import type { ResourceDef, ResourceKey } from '../../../src/resources';
import { sampleRecord } from '../../api/samples';
import { type Db, loose } from '../../../server/db/schema';
import { createRecord } from '../../../server/records/store';

export type Ids = Partial<Record<string, number>>;
type Sample = (ids: Ids, n: number) => Record<string, unknown>;

const options = (n: number) => [
  { id: 1, text: `Option A${n}` },
  { id: 2, text: `Option B${n}` },
  { id: 3, text: `Option C${n}` },
  { id: 4, text: `Option D${n}` },
];

export const samples = {
  audit_log: (ids, n) => ({
    at: '2026-03-01T10:00:00.000Z',
    user_id: ids.users,
    action: 'record.update',
    resource: 'course_tags',
    record_id: n,
    ip: '127.0.0.1',
    detail: JSON.stringify({ fields: ['title'], before: { title: 'Calm' }, after: { title: 'Calmer' } }),
  }),
  awarding_bodies: (_, n) => ({
    title: `Awarding body ${n}`,
    logo: '/uploads/logo.png',
    website_link: `https://body${n}.example.org`,
  }),
  blog_categories: (_, n) => ({ title: `Blog category ${n}` }),
  blog_comments: (ids, n) => ({
    author: `Reader ${n}`,
    author_email: `reader${n}@example.com`,
    content: `A thoughtful comment ${n}.`,
    post_id: ids.blogs,
    user_id: ids.users,
  }),
  blogs: (ids, n) => ({
    title: `Blog post ${n}`,
    user_id: ids.users,
    post_status: 'published',
    category_ids: [ids.blog_categories],
    content: `<p>Post <strong>${n}</strong> body.</p>`,
    featured_post: 0,
    featured_img: '/uploads/post.png',
  }),
  bundles: (_, n) => ({
    title: `Bundle ${n}`,
    slug: undefined,
    description: `Bundle ${n} description.`,
    price: 99.5,
    sale_price: 79,
    image: '/uploads/bundle.png',
    status: 'published',
  }),
  bundle_items: (ids) => ({ bundle_id: ids.bundles, course_id: ids.courses, sort_order: 1 }),
  certificate_levels: (ids, n) => ({
    awarding_body_id: ids.awarding_bodies,
    certificate_type_id: ids.transcripts,
    level: `Level ${n}`,
    price: 24.5,
  }),
  coupons: (_, n) => ({
    code: `SAVE${n}`,
    discount_type: 'percent',
    amount: 10,
    starts_at: '2030-01-01',
    expires_at: '2030-12-31',
    max_uses: 100,
    status: 'active',
  }),
  course_categories: (_, n) => ({
    name: `Course category ${n}`,
    icon: '/uploads/icon.png',
    description: `Category ${n} description.`,
    course_category_id: null,
  }),
  courses: (ids, n) => ({
    title: `Course ${n}`,
    slug: `course-${n}`,
    short_description: `Course ${n} in short.`,
    description: `<p>Course ${n} in full.</p>`,
    course_category_id: ids.course_categories,
    course_level_id: ids.course_levels,
    instructor_id: ids.instructors,
    tag_ids: [ids.course_tags],
    price: 49.99,
    sale_price: 39.99,
    thumbnail: '/uploads/course.png',
    duration_hours: 2.5,
    learning_outcomes: `Course ${n}'s first outcome.`,
    status: 'published',
    featured: 1,
  }),
  course_levels: (_, n) => ({ title: `Level title ${n}`, level: n }),
  course_tags: (_, n) => ({ title: `Course tag ${n}` }),
  enrolments: (ids) => ({ user_id: ids.users, course_id: ids.courses }),
  exams: (ids, n) => ({
    title: `Exam ${n}`,
    course_id: ids.courses,
    duration_minutes: 30,
    pass_mark: 70,
    max_attempts: 3,
    wait_hours: 24,
    questions_per_attempt: 1,
    show_after_attempt: 'wrong',
    status: 'draft',
    questions: [{ question: `Question ${n}?`, options: options(n), right_answer: 2, level: 'beginner' }],
  }),
  faqs: (_, n) => ({
    question: `Question ${n}?`,
    answer: `<p>Answer ${n}.</p>`,
    sort_order: 1,
    status: 'active',
  }),
  instructors: (_, n) => ({
    name: `Instructor ${n}`,
    email: `instructor${n}@example.com`,
    password: 'Instructor-pass-1',
    password_confirmation: 'Instructor-pass-1',
    phone: '07700 900000',
    photo: '/uploads/instructor.png',
    short_bio: `Instructor ${n} teaches calm breathing.`,
    biography: `Instructor ${n} has taught for ten years.`,
    credentials: [{ body: 'BACP', number: `MBACP ${n}`, link: null }],
  }),
  lessons: (ids, n) => ({
    title: `Lesson ${n}`,
    course_id: ids.courses,
    topic_id: ids.topics,
    content: `<p>Lesson ${n}.</p>`,
    content_note: 'This lesson talks about low mood.',
    video_url: `https://video.example.com/${n}`,
    duration_minutes: 10,
    sort_order: 1,
    is_preview: 0,
    knowledge_check: null,
    check_required: 0,
    media: null,
    captions: null,
    transcript: null,
  }),
  exam_attempts: (ids, n) => ({
    user_id: ids.users,
    exam_id: ids.exams,
    course_id: ids.courses,
    attempt_no: n,
    started_at: '2026-03-01T10:00:00.000Z',
    submitted_at: '2026-03-01T10:20:00.000Z',
    score: 1,
    total: 1,
    percent: 100,
    passed: 1,
  }),
  certificates: (ids, n) => ({
    code: `MW-TEST-${String(n).padStart(4, '0')}-CODE`,
    user_id: ids.users,
    course_id: ids.courses,
    issued_at: '2026-03-01T10:20:00.000Z',
  }),
  orders: (ids, n) => ({
    user_id: ids.users,
    items: [{ kind: 'course', item_id: 1, title: `Course ${n}`, unit_price: 49.99 }],
    subtotal: 49.99,
    discount: 0,
    total: 49.99,
    currency: 'GBP',
    status: 'paid',
    payment_reference: `pi_${n}`,
  }),
  products: (_, n) => ({
    title: `Product ${n}`,
    slug: undefined,
    regular_price: 20,
    sale_price: 15.5,
    short_description: `Product ${n} in short.`,
    long_description: `<p>Product ${n} in full.</p>`,
    featured_photo: '/uploads/product.png',
    posted: 0,
  }),
  question_tags: (_, n) => ({ title: `Question tag ${n}` }),
  resources: (ids, n) => ({
    title: `Resource ${n}`,
    description: `Resource ${n} description.`,
    resource: '/uploads/resource.pdf',
    lesson_id: ids.lessons,
  }),
  reviews: (ids, n) => ({ rating: 5, review: `Review ${n}: very helpful.`, course_id: ids.courses }),
  social_profiles: (ids, n) => ({
    title: `Social ${n}`,
    instructor_id: ids.instructors,
    icon: '/uploads/social.png',
    link: `https://social.example.com/mindwell${n}`,
  }),
  support_lines: (_, n) => ({
    title: `Helpline ${n}`,
    contact: `Call 0800 000 ${n}`,
    link: `tel:0800000${n}`,
    description: `Helpline ${n}, free, any time.`,
    sort_order: n,
  }),
  notes: (ids, n) => ({ description: `Note ${n}.`, topic_id: ids.topics, user_id: ids.users }),
  tips: (_, n) => ({
    title: `Tip ${n}`,
    description: `Tip ${n} description.`,
    url: `https://example.com/tip/${n}`,
  }),
  topic_types: (_, n) => ({ title: `Topic type ${n}`, description: `Topic type ${n} description.` }),
  topics: (ids, n) => ({
    title: `Topic ${n}`,
    course_id: ids.courses,
    topic_type_id: ids.topic_types,
    description: `Topic ${n} description.`,
    sort_order: 1,
    opens_after_days: null,
    opens_on: null,
  }),
  transcripts: (_, n) => ({ type: `Transcript ${n}`, price: 9.99, posted: 0 }),
  vat_settings: () => ({
    vat_registered: 1,
    vat_number: 'GB123456789',
    vat_rate: 20,
    legal_name: 'MindWell Academy Ltd',
    address: '1 High Street\nLondon\nSW1A 1AA',
  }),
  users: (_, n) => ({
    name: `User ${n}`,
    email: `user${n}@example.com`,
    password: 'User-pass-123',
    role_id: 1,
    profile_picture: '/uploads/user.png',
    disabled: 0,
    extra_time: 'none',
    exam_pause: 0,
    reduced_motion: 0,
    captions_by_default: 0,
  }),
} satisfies Partial<Record<ResourceKey, Sample>>;

/**
 * A valid record of `key`: the one written out above, or else one made from the entry's field
 * kinds, so a new table entry needs no sample of its own.
 */
export function sampleOf(key: string): Sample {
  const written: Partial<Record<string, Sample>> = samples;
  return written[key] ?? ((ids, n) => sampleRecord(getResource(key), n, ids));
}

/** Columns of server-written tables that the resource table leaves out, with valid values. */
const hiddenColumns: Partial<Record<string, Record<string, unknown>>> = {
  exam_attempts: { deadline_at: '2026-03-01T10:30:00.000Z', questions: '[]', answers: '{}' },
};

let counter = 1000;
/** A number no other sample of this process has used, for unique titles and emails. */
export const nextN = (): number => (counter += 1);

/**
 * A sample value that the given overrides put at odds with a rule between fields (a sale price
 * above the price a test set) is left out, as a person filling the form would clear it.
 */
function withinRules(
  resource: ResourceDef,
  values: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const rule of resource.rules ?? []) {
    if (rule.field in overrides || !rule.notAbove) continue;
    const value = out[rule.field];
    const bound = out[rule.notAbove];
    if (typeof value === 'number' && typeof bound === 'number' && value > bound) out[rule.field] = null;
  }
  return out;
}

/**
 * Puts a record of `key` in the database (through the server's own store) after making the
 * records it points at that `ids` lacks; `ids` is filled in as it goes. Answers the new id.
 */
export async function makeRecord(
  db: Db,
  key: string,
  ids: Ids = {},
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const resource = getResource(key);
  // A fixed set (the legal pages) is made by its migration: "making" one is finding one.
  if (resource.fixedRows) {
    const row = await loose(db).selectFrom(key).select('id').orderBy('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }
  // The records the overrides name are the ones the rest is made for (a lesson's topic belongs
  // to the course the lesson is given), without changing what the caller's ids say.
  const scope: Ids = { ...ids };
  for (const field of resource.fields)
    if (field.kind === 'reference' && field.reference && typeof overrides[field.name] === 'number')
      scope[field.reference] = overrides[field.name] as number;
  for (const field of resource.fields)
    if (field.reference && field.reference !== key && scope[field.reference] === undefined)
      ids[field.reference] = scope[field.reference] = await makeRecord(db, field.reference, scope);
  const sample = withinRules(resource, { ...sampleOf(key)(scope, nextN()), ...overrides }, overrides);
  const hidden = hiddenColumns[key];
  if (hidden) {
    // Rows only the server writes, with columns the console never sees: inserted as they are.
    const at = new Date().toISOString();
    const row = await loose(db)
      .insertInto(key)
      .values({ ...hidden, ...sample, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const saved = await createRecord(db, resource, sample, {
    trusted: true,
  });
  return Number(saved.id);
}
