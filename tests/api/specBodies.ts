/**
 * The bodies of docs/legacy-api.md §7, written out by hand for every resource (the inner fields of the
 * `x_data` wrappers are docs/legacy-api.md §10's). The provider is generated from the table; these are not,
 * so a wrong table entry or a wrong body builder shows up as a difference.
 */
import type { ResourceKey } from '../../src/resources';

type Rec = Record<string, unknown>;

/** The named values of a sample; naming one the sample lacks is a mistake in this file. */
const pick = (record: Rec, ...keys: string[]): Rec =>
  Object.fromEntries(
    keys.map((key) => {
      if (!(key in record)) throw new Error(`The sample has no "${key}"`);
      return [key, record[key]];
    }),
  );

export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to /api/admin/. */
  path: string;
}

export interface SpecResource {
  /** The first page of the list with nothing chosen: its body, or undefined for none. */
  list: SpecCall & { body?: Rec };
  create?: SpecCall & { body: (s: Rec) => Rec };
  update?: SpecCall & { body: (s: Rec, id: number) => Rec };
  /** Every delete is a POST with `{id}`; none where records are never deleted (certificates). */
  delete?: string;
}

const get = (path: string) => ({ method: 'GET' as const, path });
const post = (path: string, body?: Rec) => ({ method: 'POST' as const, path, ...(body ? { body } : {}) });
const flat =
  (...keys: string[]) =>
  (s: Rec) =>
    pick(s, ...keys);
const withId =
  (...keys: string[]) =>
  (s: Rec, id: number) => ({ id, ...pick(s, ...keys) });
const wrapped =
  (wrap: string, ...keys: string[]) =>
  (s: Rec) => ({ [wrap]: pick(s, ...keys) });
const wrappedIdInside =
  (wrap: string, ...keys: string[]) =>
  (s: Rec, id: number) => ({ [wrap]: { id, ...pick(s, ...keys) } });
const wrappedIdOutside =
  (wrap: string, ...keys: string[]) =>
  (s: Rec, id: number) => ({ [wrap]: pick(s, ...keys), id });

const BLOG = ['title', 'user_id', 'post_status', 'category_ids', 'content', 'featured_post', 'featured_img'];
// `slug` extends bundle_data and products: their pages on the public site are found by it.
const BUNDLE = ['title', 'slug', 'description', 'price', 'sale_price', 'image', 'status'];
const BUNDLE_ITEM = ['bundle_id', 'course_id', 'sort_order'];
const CERTIFICATE = ['awarding_body_id', 'certificate_type_id', 'level', 'price'];
const COUPON = ['code', 'discount_type', 'amount', 'starts_at', 'expires_at', 'max_uses', 'status'];
const CATEGORY = ['name', 'icon', 'description', 'course_category_id'];
export const COURSE = [
  'title',
  'slug',
  'short_description',
  'description',
  'course_category_id',
  'course_level_id',
  'instructor_id',
  'tag_ids',
  'price',
  'sale_price',
  'thumbnail',
  'duration_hours',
  'learning_outcomes',
  'status',
  'featured',
];
const EXAM = [
  'title',
  'course_id',
  'duration_minutes',
  'pass_mark',
  'max_attempts',
  'wait_hours',
  'questions_per_attempt',
  'show_after_attempt',
  'status',
  'questions',
];
const SUPPORT_LINE = ['title', 'contact', 'link', 'description', 'sort_order'];
const FAQ = ['question', 'answer', 'sort_order', 'status'];
// photo, short_bio, biography and credentials extend instructor's body (docs/API.md).
const INSTRUCTOR = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'photo',
  'short_bio',
  'biography',
  'credentials',
];
const LESSON = [
  'title',
  'course_id',
  'topic_id',
  'content',
  'content_note',
  'video_url',
  'duration_minutes',
  'sort_order',
  'is_preview',
  'knowledge_check',
  'check_required',
  'media',
  'captions',
  'transcript',
];
const PRODUCT = [
  'title',
  'slug',
  'regular_price',
  'sale_price',
  'short_description',
  'long_description',
  'featured_photo',
  'posted',
];
const NOTE = ['description', 'topic_id', 'user_id'];
const TOPIC = [
  'title',
  'course_id',
  'topic_type_id',
  'description',
  'sort_order',
  'opens_after_days',
  'opens_on',
];
// `disabled` extends user_data (docs/legacy-api.md §10): a disabled user cannot sign in (README, Security).
const USER = [
  'name',
  'email',
  'password',
  'role_id',
  'profile_picture',
  'disabled',
  'extra_time',
  'exam_pause',
  'reduced_motion',
  'captions_by_default',
];

/** Resources of docs/legacy-api.md, and the added ones whose calls docs/API.md gives. */
export const specResources: Partial<Record<string, SpecResource>> = {
  awarding_bodies: {
    list: get('awarding-bodies'),
    create: { ...post('awarding-bodies/create-awarding-body'), body: flat('title', 'logo', 'website_link') },
    update: {
      ...post('awarding-bodies/update-awarding-body'),
      body: withId('title', 'logo', 'website_link'),
    },
    delete: 'awarding-bodies/delete-awarding-body',
  },
  blog_categories: {
    list: post('blog-categories', { page: 1 }),
    create: { ...post('blog-categories/create-blog-category'), body: flat('title') },
    update: { ...post('blog-categories/update-blog-category'), body: withId('title') },
    delete: 'blog-categories/delete-blog-category',
  },
  blog_comments: {
    list: post('blog-comments', { page: 1 }),
    create: {
      ...post('blog-comments/create-blog-comment'),
      body: flat('author', 'author_email', 'content', 'post_id', 'user_id'),
    },
    update: {
      ...post('blog-comments/update-blog-comment'),
      body: withId('author', 'author_email', 'content'),
    },
    delete: 'blog-comments/delete-blog-comment',
  },
  blogs: {
    list: post('get_blog', { page: 1 }),
    create: { ...post('create_blog'), body: flat(...BLOG) },
    update: { ...post('update_blog'), body: (s, id) => ({ id, blog_data: pick(s, ...BLOG) }) },
    delete: 'delete_blog',
  },
  bundles: {
    list: get('bundles'),
    create: { ...post('bundles/create-bundle'), body: wrapped('bundle_data', ...BUNDLE) },
    update: { ...post('bundles/update-bundle'), body: wrappedIdOutside('bundle_data', ...BUNDLE) },
    delete: 'bundles/delete-bundle',
  },
  bundle_items: {
    list: get('bundle-items'),
    create: { ...post('bundle-items/create-bundle-item'), body: wrapped('bundle_item_data', ...BUNDLE_ITEM) },
    update: {
      ...post('bundle-items/update-bundle-item'),
      body: wrappedIdOutside('bundle_item_data', ...BUNDLE_ITEM),
    },
    delete: 'bundle-items/delete-bundle-item',
  },
  certificate_levels: {
    list: get('certificate-levels'),
    create: { ...post('certificate-levels/create'), body: flat(...CERTIFICATE) },
    update: { ...post('certificate-levels/update'), body: withId(...CERTIFICATE) },
    delete: 'certificate-levels/delete',
  },
  coupons: {
    list: post('coupon/list', { page: 1 }),
    create: { ...post('coupon/create'), body: wrapped('coupon_data', ...COUPON) },
    update: { ...post('coupon/edit'), body: wrappedIdInside('coupon_data', ...COUPON) },
    delete: 'coupon/delete',
  },
  course_categories: {
    list: post('course-categories', { page: 1, per_page_item: 500 }),
    create: { ...post('course-categories/create-course-category'), body: flat(...CATEGORY) },
    update: { ...post('course-categories/update-course-category'), body: withId(...CATEGORY) },
    delete: 'course-categories/delete-course-category',
  },
  courses: {
    list: get('get_course'),
    // Multipart: the one part `course_data` holds the JSON-encoded fields.
    create: { ...post('create_course'), body: (s) => ({ course_data: JSON.stringify(pick(s, ...COURSE)) }) },
    update: {
      method: 'PUT',
      path: 'update_course',
      body: (s, id) => ({ course_data: pick(s, ...COURSE), course_id: id }),
    },
    delete: 'delete_course',
  },
  course_levels: {
    list: get('course-levels'),
    create: { ...post('course-levels/create-course-level'), body: flat('title', 'level') },
    update: { ...post('course-levels/update-course-level'), body: withId('title', 'level') },
    delete: 'course-levels/delete-course-level',
  },
  course_tags: {
    list: get('course-tags'),
    create: { ...post('course-tags/create'), body: flat('title') },
    update: { method: 'PUT', path: 'course-tags/update', body: (s, id) => ({ title: s.title, id }) },
    delete: 'course-tags/delete',
  },
  enrolments: {
    list: get('enrolments'),
    create: { ...post('enrolments/grant'), body: flat('user_id', 'course_id') },
    delete: 'enrolments/revoke',
  },
  exams: {
    list: post('exam/get_all', { pageNumber: 1 }),
    create: { ...post('exam/create'), body: wrapped('exam_data', ...EXAM) },
    update: { ...post('exam/edit'), body: wrappedIdInside('exam_data', ...EXAM) },
    delete: 'exam/delete',
  },
  faqs: {
    list: post('faq/get_faq', { page: 1 }),
    create: { ...post('faq/create_faq'), body: wrapped('faq_data', ...FAQ) },
    update: { ...post('faq/update_faq'), body: wrappedIdInside('faq_data', ...FAQ) },
    delete: 'faq/delete_faq',
  },
  instructors: {
    list: post('instructor', { page: 1 }),
    create: { ...post('instructor/create'), body: flat(...INSTRUCTOR) },
    update: { ...post('instructor/update'), body: wrappedIdInside('instructor_data', ...INSTRUCTOR) },
    delete: 'instructor/delete',
  },
  lessons: {
    list: post('lesson/lessons', { pageNumber: 1 }),
    create: { ...post('lesson/create'), body: wrapped('lesson_data', ...LESSON) },
    update: { ...post('lesson/edit'), body: wrappedIdInside('lesson_data', ...LESSON) },
    delete: 'lesson/delete',
  },
  orders: {
    list: get('order/get_orders'),
    delete: 'order/delete_order',
  },
  // Beyond docs/legacy-api.md (docs/API.md): written by the server on every change, read in the console.
  audit_log: { list: post('audit-log/list', { page: 1 }) },
  // Beyond docs/legacy-api.md (docs/API.md): read in the console, written by students taking exams.
  exam_attempts: { list: post('exam/attempts', { page: 1 }) },
  // Beyond docs/legacy-api.md (docs/API.md): issued by the server, revoked in the console, never deleted.
  certificates: { list: post('certificates/list', { page: 1 }) },
  products: {
    list: get('products'),
    create: { ...post('products/create-product'), body: flat(...PRODUCT) },
    update: { ...post('products/update-product'), body: withId(...PRODUCT) },
    delete: 'products/delete-product',
  },
  question_tags: {
    list: post('quiz/question/tags', { perPageItem: 10, pageNumber: 1 }),
    create: { ...post('quiz/question/tags/create-tag'), body: flat('title') },
    update: { ...post('quiz/question/tags/update-tag'), body: withId('title') },
    delete: 'quiz/question/tags/delete-tag',
  },
  resources: {
    list: post('resources', { page: 1 }),
    create: {
      ...post('resources/create-resource'),
      body: flat('title', 'description', 'resource', 'lesson_id'),
    },
    update: {
      ...post('resources/update-resource'),
      body: withId('title', 'description', 'resource', 'lesson_id'),
    },
    delete: 'resources/delete-resource',
  },
  reviews: {
    list: post('reviews/reviews', { page: 1 }),
    create: { ...post('reviews/create'), body: flat('rating', 'review', 'course_id') },
    update: { ...post('reviews/update'), body: withId('rating', 'review', 'course_id') },
    delete: 'reviews/delete',
  },
  social_profiles: {
    list: get('social-profiles'),
    create: {
      ...post('social-profiles/create-social-profile'),
      body: flat('title', 'icon', 'link', 'instructor_id'),
    },
    update: {
      ...post('social-profiles/update-social-profile'),
      body: withId('title', 'icon', 'link', 'instructor_id'),
    },
    delete: 'social-profiles/delete-social-profile',
  },
  support_lines: {
    list: get('support-lines'),
    create: { ...post('support-lines/create'), body: flat(...SUPPORT_LINE) },
    update: { ...post('support-lines/update'), body: withId(...SUPPORT_LINE) },
    delete: 'support-lines/delete',
  },
  notes: {
    list: post('notes/list', { page: 1 }),
    create: { ...post('notes/create'), body: wrapped('note_data', ...NOTE) },
    update: { ...post('notes/update_note'), body: withId(...NOTE) },
    delete: 'notes/delete',
  },
  tips: {
    list: get('tips'),
    create: { ...post('tips/create-tip'), body: flat('title', 'description', 'url') },
    update: { ...post('tips/update-tip'), body: withId('title', 'description', 'url') },
    delete: 'tips/delete-tip',
  },
  topic_types: {
    list: post('topic-type/get_all', { pageNumber: 1 }),
    create: { ...post('topic-type/create'), body: wrapped('topic_type_data', 'title', 'description') },
    update: { ...post('topic-type/edit'), body: wrappedIdInside('topic_type_data', 'title', 'description') },
    delete: 'topic-type/delete',
  },
  topics: {
    list: post('topic/get_topics', { page: 1 }),
    create: { ...post('topic/create'), body: wrapped('topic_data', ...TOPIC) },
    update: { ...post('topic/edit'), body: wrappedIdOutside('topic_data', ...TOPIC) },
    delete: 'topic/delete',
  },
  transcripts: {
    list: post('transcripts/transcripts'),
    create: { ...post('transcripts/create'), body: flat('type', 'price', 'posted') },
    update: {
      ...post('transcripts/update'),
      body: (s, id) => ({ type: s.type, price: s.price, posted: s.posted, id }),
    },
    delete: 'transcripts/delete',
  },
  users: {
    list: post('user/get_users', { page: 1 }),
    create: { ...post('user/create-user'), body: wrapped('user_data', ...USER) },
    update: { ...post('user/update-user'), body: (s, id) => ({ updateData: { id, ...pick(s, ...USER) } }) },
    delete: 'user/delete_user',
  },
} satisfies Partial<Record<ResourceKey, SpecResource>>;
