/**
 * The admin calls of SPEC.md §7 with their bodies, written out by hand from the spec (the inner
 * fields of the `x_data` wrappers are DESIGN.md's), so the server is checked against the spec
 * and not against the table it is built from.
 */
import type { ResourceKey } from '../../../src/resources/types';

type Rec = Record<string, unknown>;

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to /api/admin/. */
  path: string;
  body?: Rec;
}

export interface SpecEntry {
  list: Call;
  create?: (sample: Rec) => Call;
  update?: (sample: Rec, id: number) => Call;
  /** A POST with `{id}`. */
  remove: string;
  /** Where the answer's record sits: `data` (default) or `data[0]`. */
  read?: { create?: 'data[0]'; remove?: 'data[0]' };
}

const pick = (sample: Rec, keys: readonly string[]): Rec =>
  Object.fromEntries(keys.map((key) => [key, sample[key]]));
const get = (path: string, body?: Rec): Call => ({ method: 'GET', path, body });
const post = (path: string, body?: Rec): Call => ({ method: 'POST', path, body });

const flat = (path: string, keys: readonly string[]) => (s: Rec) => post(path, pick(s, keys));
const withId = (path: string, keys: readonly string[]) => (s: Rec, id: number) =>
  post(path, { id, ...pick(s, keys) });
const wrapped = (path: string, wrap: string, keys: readonly string[]) => (s: Rec) =>
  post(path, { [wrap]: pick(s, keys) });
const idInside = (path: string, wrap: string, keys: readonly string[]) => (s: Rec, id: number) =>
  post(path, { [wrap]: { id, ...pick(s, keys) } });
const idOutside = (path: string, wrap: string, keys: readonly string[]) => (s: Rec, id: number) =>
  post(path, { [wrap]: pick(s, keys), id });

const BLOG = ['title', 'user_id', 'post_status', 'category_ids', 'content', 'featured_post', 'featured_img'];
const BUNDLE = ['title', 'description', 'price', 'sale_price', 'image', 'status'];
const BUNDLE_ITEM = ['bundle_id', 'course_id', 'sort_order'];
const CERTIFICATE = ['awarding_body_id', 'certificate_type_id', 'level', 'price'];
const COUPON = ['code', 'discount_type', 'amount', 'starts_at', 'expires_at', 'max_uses', 'status'];
const CATEGORY = ['name', 'icon', 'description', 'course_category_id'];
const COURSE = [
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
  'status',
  'featured',
];
const EXAM = ['title', 'course_id', 'duration_minutes', 'pass_mark', 'status', 'questions'];
const FAQ = ['question', 'answer', 'sort_order', 'status'];
const INSTRUCTOR = ['name', 'email', 'password', 'password_confirmation', 'phone'];
const LESSON = [
  'title',
  'course_id',
  'topic_id',
  'content',
  'video_url',
  'duration_minutes',
  'sort_order',
  'is_preview',
];
const PRODUCT = [
  'title',
  'regular_price',
  'sale_price',
  'short_description',
  'long_description',
  'featured_photo',
];
const NOTE = ['description', 'topic_id', 'user_id'];
const TOPIC = ['title', 'course_id', 'topic_type_id', 'description', 'sort_order'];
const USER = ['name', 'email', 'password', 'role_id', 'profile_picture'];

export const specEntries: Record<ResourceKey, SpecEntry> = {
  awarding_bodies: {
    list: get('awarding-bodies'),
    create: flat('awarding-bodies/create-awarding-body', ['title', 'logo', 'website_link']),
    update: withId('awarding-bodies/update-awarding-body', ['title', 'logo', 'website_link']),
    remove: 'awarding-bodies/delete-awarding-body',
  },
  blog_categories: {
    list: post('blog-categories', { page: 1 }),
    create: flat('blog-categories/create-blog-category', ['title']),
    update: withId('blog-categories/update-blog-category', ['title']),
    remove: 'blog-categories/delete-blog-category',
  },
  blog_comments: {
    list: post('blog-comments', { page: 1 }),
    create: flat('blog-comments/create-blog-comment', [
      'author',
      'author_email',
      'content',
      'post_id',
      'user_id',
    ]),
    update: withId('blog-comments/update-blog-comment', ['author', 'author_email', 'content']),
    remove: 'blog-comments/delete-blog-comment',
  },
  blogs: {
    list: post('get_blog', { page: 1 }),
    create: flat('create_blog', BLOG),
    update: (s, id) => post('update_blog', { id, blog_data: pick(s, BLOG) }),
    remove: 'delete_blog',
  },
  bundles: {
    list: get('bundles'),
    create: wrapped('bundles/create-bundle', 'bundle_data', BUNDLE),
    update: idOutside('bundles/update-bundle', 'bundle_data', BUNDLE),
    remove: 'bundles/delete-bundle',
  },
  bundle_items: {
    list: get('bundle-items'),
    create: wrapped('bundle-items/create-bundle-item', 'bundle_item_data', BUNDLE_ITEM),
    update: idOutside('bundle-items/update-bundle-item', 'bundle_item_data', BUNDLE_ITEM),
    remove: 'bundle-items/delete-bundle-item',
  },
  certificate_levels: {
    list: get('certificate-levels'),
    create: flat('certificate-levels/create', CERTIFICATE),
    update: withId('certificate-levels/update', CERTIFICATE),
    remove: 'certificate-levels/delete',
  },
  coupons: {
    list: post('coupon/list', { page: 1 }),
    create: wrapped('coupon/create', 'coupon_data', COUPON),
    update: idInside('coupon/edit', 'coupon_data', COUPON),
    remove: 'coupon/delete',
  },
  course_categories: {
    list: post('course-categories', { page: 1, per_page_item: 500 }),
    create: flat('course-categories/create-course-category', CATEGORY),
    update: withId('course-categories/update-course-category', CATEGORY),
    remove: 'course-categories/delete-course-category',
  },
  courses: {
    list: get('get_course'),
    // The legacy client sends course_data's JSON as the whole body (see the multipart tests).
    create: (s) => post('create_course', { course_data: pick(s, COURSE) }),
    update: (s, id) => ({
      method: 'PUT',
      path: 'update_course',
      body: { course_data: pick(s, COURSE), course_id: id },
    }),
    remove: 'delete_course',
  },
  course_levels: {
    list: get('course-levels'),
    create: flat('course-levels/create-course-level', ['title', 'level']),
    update: withId('course-levels/update-course-level', ['title', 'level']),
    remove: 'course-levels/delete-course-level',
  },
  course_tags: {
    list: get('course-tags'),
    create: flat('course-tags/create', ['title']),
    update: (s, id) => ({ method: 'PUT', path: 'course-tags/update', body: { title: s.title, id } }),
    remove: 'course-tags/delete',
  },
  exams: {
    list: post('exam/get_all', { pageNumber: 1 }),
    create: wrapped('exam/create', 'exam_data', EXAM),
    update: idInside('exam/edit', 'exam_data', EXAM),
    remove: 'exam/delete',
  },
  faqs: {
    list: post('faq/get_faq', { page: 1 }),
    create: wrapped('faq/create_faq', 'faq_data', FAQ),
    update: idInside('faq/update_faq', 'faq_data', FAQ),
    remove: 'faq/delete_faq',
  },
  instructors: {
    list: post('instructor', { page: 1 }),
    create: flat('instructor/create', INSTRUCTOR),
    update: idInside('instructor/update', 'instructor_data', INSTRUCTOR),
    remove: 'instructor/delete',
  },
  lessons: {
    list: post('lesson/lessons', { pageNumber: 1 }),
    create: wrapped('lesson/create', 'lesson_data', LESSON),
    update: idInside('lesson/edit', 'lesson_data', LESSON),
    remove: 'lesson/delete',
  },
  orders: { list: get('order/get_orders'), remove: 'order/delete_order' },
  products: {
    list: get('products'),
    create: flat('products/create-product', PRODUCT),
    update: withId('products/update-product', PRODUCT),
    remove: 'products/delete-product',
  },
  question_tags: {
    list: post('quiz/question/tags', { perPageItem: 10, pageNumber: 1 }),
    create: flat('quiz/question/tags/create-tag', ['title']),
    update: withId('quiz/question/tags/update-tag', ['title']),
    remove: 'quiz/question/tags/delete-tag',
  },
  resources: {
    list: post('resources', { page: 1 }),
    create: flat('resources/create-resource', ['title', 'description', 'resource']),
    update: withId('resources/update-resource', ['title', 'description', 'resource']),
    remove: 'resources/delete-resource',
  },
  reviews: {
    list: post('reviews/reviews', { page: 1 }),
    create: flat('reviews/create', ['rating', 'review', 'course_id']),
    update: withId('reviews/update', ['rating', 'review', 'course_id']),
    remove: 'reviews/delete',
  },
  social_profiles: {
    list: get('social-profiles'),
    create: flat('social-profiles/create-social-profile', ['title', 'icon', 'link']),
    update: withId('social-profiles/update-social-profile', ['title', 'icon', 'link']),
    remove: 'social-profiles/delete-social-profile',
    read: { create: 'data[0]', remove: 'data[0]' },
  },
  notes: {
    list: post('notes/list', { page: 1 }),
    create: wrapped('notes/create', 'note_data', NOTE),
    update: withId('notes/update_note', NOTE),
    remove: 'notes/delete',
  },
  tips: {
    list: get('tips'),
    create: flat('tips/create-tip', ['title', 'description', 'url']),
    update: withId('tips/update-tip', ['title', 'description', 'url']),
    remove: 'tips/delete-tip',
  },
  topic_types: {
    list: post('topic-type/get_all', { pageNumber: 1 }),
    create: wrapped('topic-type/create', 'topic_type_data', ['title', 'description']),
    update: idInside('topic-type/edit', 'topic_type_data', ['title', 'description']),
    remove: 'topic-type/delete',
  },
  topics: {
    list: post('topic/get_topics', { page: 1 }),
    create: wrapped('topic/create', 'topic_data', TOPIC),
    update: idOutside('topic/edit', 'topic_data', TOPIC),
    remove: 'topic/delete',
  },
  transcripts: {
    list: post('transcripts/transcripts'),
    create: flat('transcripts/create', ['type', 'price']),
    update: (s, id) => post('transcripts/update', { type: s.type, price: s.price, id }),
    remove: 'transcripts/delete',
  },
  users: {
    list: post('user/get_users', { page: 1 }),
    create: wrapped('user/create-user', 'user_data', USER),
    update: (s, id) => post('user/update-user', { updateData: { id, ...pick(s, USER) } }),
    remove: 'user/delete_user',
  },
};
