/**
 * The resource table: every kind of record the admin console manages, declared once.
 *
 * Read an entry top to bottom and you know the resource: its fields, the legacy API calls
 * it makes (docs/legacy-api.md §7, paths relative to /api/admin/), its toasts (docs/legacy-api.md §8) and where a
 * save lands (docs/legacy-api.md §2). The console, the data provider, the reference server and the
 * contract tests are all generated from this file. Anything left out falls back to
 * `src/resources/defaults.ts`.
 */
import {
  ACTIVE_STATES,
  APPROVAL_STATES,
  CERTIFICATE_STATES,
  EXAM_FEEDBACK,
  ORDER_STATES,
  PUBLISH_STATES,
  QUESTION_LEVELS,
  ROLE_ADMIN,
  ROLE_STUDENT,
  f,
  title,
} from './src/resources/fields';
import { AUDIT_ACTIONS } from './src/resources/auditActions';
import { EXTRA_TIME, EXTRA_TIME_LABELS } from './src/contract/accommodations';
import { LEGAL_SLUGS } from './src/contract/legalPages';
import type { ResourceDef } from './src/resources/types';

const get = (path: string) => ({ method: 'GET', path, paging: 'none' }) as const;
const post = (path: string) => ({ method: 'POST', path }) as const;

/** Every resource but the audit log, which names them. */
/** Whether an item is sent by post: its order then needs a delivery address (server/shop/delivery.ts). */
const posted = () =>
  f.flag('posted', {
    label: 'Sent by post',
    defaultValue: 0,
    list: true,
    extension: true,
    helperText: 'Checkout asks for a UK delivery address and adds the delivery charge.',
  });

const managed = [
  {
    key: 'awarding_bodies',
    singular: 'Awarding Body',
    plural: 'Awarding Bodies',
    route: 'awarding-bodies',
    icon: 'WorkspacePremium',
    recordRepresentation: 'title',
    menu: { group: 'Settings', order: 1 },
    fields: [title(), f.image('logo', { list: true }), f.url('website_link', { list: true })],
    endpoints: {
      list: get('awarding-bodies'),
      create: post('awarding-bodies/create-awarding-body'),
      update: post('awarding-bodies/update-awarding-body'),
      delete: post('awarding-bodies/delete-awarding-body'),
    },
  },
  {
    key: 'blog_categories',
    singular: 'Blog Category',
    plural: 'Blog Categories',
    route: 'blogs/categories',
    icon: 'Category',
    recordRepresentation: 'title',
    menu: { group: 'Content', order: 2 },
    fields: [title()],
    endpoints: {
      list: { ...post('blog-categories'), paging: 'page' },
      create: post('blog-categories/create-blog-category'),
      update: post('blog-categories/update-blog-category'),
      delete: post('blog-categories/delete-blog-category'),
    },
  },
  {
    key: 'blog_comments',
    singular: 'Blog Comment',
    plural: 'Blog Comments',
    route: 'blogs/blog-comments',
    icon: 'Comment',
    recordRepresentation: 'author',
    menu: { group: 'Content', order: 3 },
    fields: [
      f.text('author', { required: true, list: true, searchable: true, sortable: true }),
      f.email('author_email', { required: true, list: true, searchable: true }),
      f.longText('content', { required: true, list: true, searchable: true }),
      f.reference('post_id', 'blogs', {
        label: 'Post',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('user_id', 'users', { label: 'User', filterable: true, onDelete: 'detach' }),
      f.choice('approve_status', APPROVAL_STATES, {
        label: 'Status',
        readOnly: true,
        defaultValue: 'pending',
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.datetime('created_at', { label: 'Date', readOnly: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: { ...post('blog-comments'), paging: 'page' },
      create: {
        ...post('blog-comments/create-blog-comment'),
        body: { fields: ['author', 'author_email', 'content', 'post_id', 'user_id'] },
      },
      update: {
        ...post('blog-comments/update-blog-comment'),
        body: { fields: ['author', 'author_email', 'content'] },
      },
      delete: post('blog-comments/delete-blog-comment'),
    },
    actions: [
      {
        name: 'approveComment',
        label: 'Approve',
        method: 'POST',
        path: 'blog-comments/update-comment-status',
        body: { id: 'id', approve_status: '$value' },
        field: 'approve_status',
        values: ['approved', 'rejected'],
        success: null,
        failure: 'Comment status could not be changed',
      },
    ],
  },
  {
    key: 'blogs',
    singular: 'Blog',
    plural: 'Blogs',
    route: 'blogs',
    icon: 'Article',
    recordRepresentation: 'title',
    menu: { group: 'Content', order: 1 },
    fields: [
      title(),
      f.reference('user_id', 'users', { label: 'Author', required: true, list: true, filterable: true }),
      f.choice('post_status', PUBLISH_STATES, {
        label: 'Status',
        required: true,
        defaultValue: 'draft',
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.references('category_ids', 'blog_categories', { label: 'Categories', onDelete: 'detach' }),
      f.richText('content', { required: true, searchable: true }),
      f.flag('featured_post', { label: 'Featured', defaultValue: 0, list: true, filterable: true }),
      f.image('featured_img', { label: 'Featured image' }),
      f.datetime('created_at', { label: 'Created', readOnly: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: { ...post('get_blog'), paging: 'page' },
      create: post('create_blog'),
      update: { ...post('update_blog'), body: { wrap: 'blog_data', id: 'outside' } },
      delete: post('delete_blog'),
      extra: {
        // Used instead of create_blog when the form carries an image file.
        createMultipart: { ...post('create_blog_post'), body: { encoding: 'multipart' } },
      },
    },
    messages: { updated: 'Update Success' },
    redirect: { reloadAfterSave: true },
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  {
    key: 'bundles',
    singular: 'Bundle',
    plural: 'Bundles',
    route: 'bundles',
    icon: 'Inventory2',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 12 },
    fields: [
      title(),
      f.text('slug', {
        unique: true,
        maxLength: 120,
        slugFrom: 'title',
        helperText: 'Its address on the site; left empty, it is made from the title.',
      }),
      f.longText('description'),
      f.money('price', { required: true, list: true, sortable: true }),
      f.money('sale_price', { list: true }),
      f.image('image'),
      f.choice('status', PUBLISH_STATES, { defaultValue: 'draft', list: true, filterable: true }),
    ],
    endpoints: {
      list: get('bundles'),
      create: { ...post('bundles/create-bundle'), body: { wrap: 'bundle_data' } },
      update: { ...post('bundles/update-bundle'), body: { wrap: 'bundle_data', id: 'outside' } },
      delete: post('bundles/delete-bundle'),
    },
    rules: [
      { field: 'sale_price', notAbove: 'price', message: 'The sale price may not be more than the price.' },
    ],
    messages: { deleteFailed: 'BundleItem Delete Fail', forceFailureText: true },
    redirect: { noRedirectFlag: 'noRedirect' },
  },
  {
    key: 'bundle_items',
    singular: 'Bundle Item',
    plural: 'Bundle Items',
    route: 'bundles/bundle-items',
    icon: 'PlaylistAdd',
    recordRepresentation: 'id',
    menu: { group: 'Catalogue', order: 13 },
    fields: [
      f.reference('bundle_id', 'bundles', {
        label: 'Bundle',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('course_id', 'courses', {
        label: 'Course',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.integer('sort_order', { defaultValue: 0, min: 0, list: true, sortable: true }),
    ],
    endpoints: {
      list: get('bundle-items'),
      create: { ...post('bundle-items/create-bundle-item'), body: { wrap: 'bundle_item_data' } },
      update: {
        ...post('bundle-items/update-bundle-item'),
        body: { wrap: 'bundle_item_data', id: 'outside' },
      },
      delete: post('bundle-items/delete-bundle-item'),
    },
    messages: { deleteFailed: 'BundleItem Delete Fail', forceFailureText: true },
  },
  {
    key: 'certificate_levels',
    singular: 'Certificate Level',
    plural: 'Certificate Levels',
    route: 'certificate-level',
    icon: 'MilitaryTech',
    recordRepresentation: 'level',
    menu: { group: 'Settings', order: 2 },
    fields: [
      f.reference('awarding_body_id', 'awarding_bodies', {
        label: 'Awarding body',
        required: true,
        list: true,
        filterable: true,
      }),
      f.reference('certificate_type_id', 'transcripts', {
        label: 'Certificate type',
        required: true,
        list: true,
        filterable: true,
      }),
      f.text('level', { required: true, list: true, searchable: true, sortable: true }),
      f.money('price', { required: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: get('certificate-levels'),
      create: post('certificate-levels/create'),
      update: post('certificate-levels/update'),
      delete: post('certificate-levels/delete'),
    },
  },
  {
    key: 'certificates',
    singular: 'Certificate',
    plural: 'Certificates',
    route: 'certificates',
    icon: 'Verified',
    recordRepresentation: 'code',
    menu: { group: 'People', order: 3 },
    extension: true,
    // Issued by the server when a student completes a course (server/learning/certificates.ts).
    readOnly: true,
    fields: [
      f.text('code', { required: true, list: true, searchable: true, sortable: true }),
      f.reference('user_id', 'users', {
        label: 'Student',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('course_id', 'courses', { label: 'Course', required: true, list: true, filterable: true }),
      f.reference('certificate_level_id', 'certificate_levels', { label: 'Level', onDelete: 'detach' }),
      f.datetime('issued_at', { label: 'Issued', required: true, list: true, sortable: true }),
      f.choice('status', CERTIFICATE_STATES, {
        readOnly: true,
        defaultValue: 'valid',
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.longText('revoked_reason', { label: 'Reason for revoking', readOnly: true, maxLength: 1000 }),
      f.datetime('revoked_at', { label: 'Revoked', readOnly: true }),
    ],
    endpoints: {
      list: { ...post('certificates/list'), paging: 'page' },
    },
    actions: [
      {
        name: 'revokeCertificate',
        label: 'Revoke',
        method: 'POST',
        path: 'certificates/revoke',
        body: { id: 'id', status: '$value', revoked_reason: 'revoked_reason' },
        field: 'status',
        values: ['revoked'],
        input: 'revoked_reason',
        success: 'Certificate revoked',
        failure: 'The certificate could not be revoked',
      },
    ],
    defaultSort: { field: 'issued_at', order: 'DESC' },
  },
  {
    key: 'coupons',
    singular: 'Coupon',
    plural: 'Coupons',
    route: 'coupons',
    icon: 'LocalOffer',
    recordRepresentation: 'code',
    menu: { group: 'Sales', order: 3 },
    fields: [
      f.text('code', {
        required: true,
        unique: true,
        upperCase: true,
        maxLength: 32,
        list: true,
        searchable: true,
        sortable: true,
      }),
      f.choice('discount_type', ['percent', 'fixed'], { required: true, list: true, filterable: true }),
      f.number('amount', { required: true, min: 0, list: true, sortable: true }),
      f.date('starts_at', { label: 'Starts', list: true, sortable: true }),
      f.date('expires_at', { label: 'Expires', list: true, sortable: true }),
      f.integer('max_uses', { min: 0 }),
      f.integer('used_count', { label: 'Used', readOnly: true, defaultValue: 0, list: true }),
      f.choice('status', ACTIVE_STATES, { defaultValue: 'active', list: true, filterable: true }),
    ],
    endpoints: {
      list: { ...post('coupon/list'), paging: 'page' },
      create: { ...post('coupon/create'), body: { wrap: 'coupon_data' } },
      update: { ...post('coupon/edit'), body: { wrap: 'coupon_data', id: 'inside' } },
      delete: post('coupon/delete'),
    },
    rules: [
      {
        field: 'amount',
        when: { field: 'discount_type', equals: 'percent' },
        max: 100,
        message: 'A percentage discount may not be more than 100.',
      },
      {
        field: 'expires_at',
        notBelow: 'starts_at',
        message: 'The expiry date may not be before the start date.',
      },
    ],
    messages: { createFailed: 'Failed', updateFailed: 'Failed', forceFailureText: true },
    redirect: { afterCreate: false, afterUpdate: false },
  },
  {
    key: 'course_categories',
    singular: 'Course Category',
    plural: 'Course Categories',
    route: 'courses/course-categories',
    icon: 'FolderOpen',
    recordRepresentation: 'name',
    menu: { group: 'Catalogue', order: 2 },
    fields: [
      f.text('name', { required: true, list: true, searchable: true, sortable: true }),
      f.image('icon', { list: true }),
      f.longText('description', { searchable: true }),
      f.reference('course_category_id', 'course_categories', {
        label: 'Parent category',
        list: true,
        filterable: true,
      }),
    ],
    endpoints: {
      list: { ...post('course-categories'), paging: 'per_page_item', perPage: 500 },
      create: post('course-categories/create-course-category'),
      update: post('course-categories/update-course-category'),
      delete: post('course-categories/delete-course-category'),
    },
  },
  {
    key: 'courses',
    singular: 'Course',
    plural: 'Courses',
    route: 'courses',
    icon: 'School',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 1 },
    fields: [
      title(),
      f.text('slug', {
        unique: true,
        maxLength: 120,
        list: true,
        searchable: true,
        slugFrom: 'title',
        helperText: 'Its address on the site; left empty, it is made from the title.',
      }),
      f.longText('short_description', { maxLength: 500, searchable: true }),
      f.richText('description'),
      f.reference('course_category_id', 'course_categories', {
        label: 'Category',
        required: true,
        list: true,
        filterable: true,
      }),
      f.reference('course_level_id', 'course_levels', {
        label: 'Level',
        list: true,
        filterable: true,
        onDelete: 'detach',
      }),
      f.reference('instructor_id', 'instructors', {
        label: 'Instructor',
        list: true,
        filterable: true,
        onDelete: 'detach',
      }),
      f.references('tag_ids', 'course_tags', { label: 'Tags', onDelete: 'detach' }),
      f.money('price', { required: true, list: true, sortable: true }),
      f.money('sale_price', { sortable: true }),
      f.image('thumbnail'),
      f.number('duration_hours', { label: 'Duration (hours)', min: 0 }),
      f.longText('learning_outcomes', {
        label: 'Learning outcomes',
        maxLength: 2000,
        helperText: 'One a line: the certificate’s credential states them.',
      }),
      f.choice('status', PUBLISH_STATES, {
        defaultValue: 'draft',
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.flag('featured', { defaultValue: 0, list: true, filterable: true }),
    ],
    endpoints: {
      list: get('get_course'),
      create: { ...post('create_course'), body: { wrap: 'course_data', encoding: 'jsonMultipart' } },
      update: {
        method: 'PUT',
        path: 'update_course',
        body: { wrap: 'course_data', id: 'outside', idKey: 'course_id' },
      },
      delete: post('delete_course'),
    },
    rules: [
      { field: 'sale_price', notAbove: 'price', message: 'The sale price may not be more than the price.' },
    ],
    redirect: { afterCreate: false, afterUpdate: false },
    // The edit page's tabs: its topics, lessons (in order, dragged to reorder) and exam; the
    // create page shows them for the saved course after Save.
    custom: { admin: 'admin/custom/courses.tsx', views: ['create', 'edit'] },
  },
  {
    key: 'course_levels',
    singular: 'Course Level',
    plural: 'Course Levels',
    route: 'courses/course-levels',
    icon: 'Stairs',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 3 },
    fields: [title(), f.integer('level', { required: true, min: 0, list: true, sortable: true })],
    endpoints: {
      list: get('course-levels'),
      create: post('course-levels/create-course-level'),
      update: post('course-levels/update-course-level'),
      delete: post('course-levels/delete-course-level'),
    },
  },
  {
    key: 'course_tags',
    singular: 'Course Tag',
    plural: 'Course Tags',
    route: 'courses/course-tags',
    icon: 'Sell',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 4 },
    fields: [title({ unique: true })],
    endpoints: {
      list: get('course-tags'),
      create: post('course-tags/create'),
      update: { method: 'PUT', path: 'course-tags/update' },
      delete: post('course-tags/delete'),
    },
    messages: { deleted: 'Course Tag Deleted!' },
    redirect: { afterCreate: false, afterUpdate: false },
  },
  {
    key: 'enrolments',
    singular: 'Enrolment',
    plural: 'Enrolments',
    route: 'enrolments',
    icon: 'HowToReg',
    recordRepresentation: 'id',
    menu: { group: 'Sales', order: 2 },
    extension: true,
    fields: [
      f.reference('user_id', 'users', {
        label: 'Student',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('course_id', 'courses', { label: 'Course', required: true, list: true, filterable: true }),
      // How it was granted: "Order #12", "Granted by an admin" or "Free course"; set by the server.
      f.text('granted_via', { label: 'Granted', readOnly: true, list: true }),
      f.reference('order_id', 'orders', {
        label: 'Order',
        readOnly: true,
        filterable: true,
        onDelete: 'detach',
      }),
      f.reference('granted_by', 'users', { label: 'Granted by', readOnly: true, onDelete: 'detach' }),
      f.datetime('enrolled_at', { label: 'Enrolled', readOnly: true, list: true, sortable: true }),
      f.integer('progress', {
        label: 'Progress (%)',
        readOnly: true,
        defaultValue: 0,
        list: true,
        sortable: true,
      }),
    ],
    // Granting and revoking by hand; an order grants and its refund revokes (server/shop/).
    endpoints: {
      list: get('enrolments'),
      create: post('enrolments/grant'),
      delete: post('enrolments/revoke'),
    },
    messages: { created: 'Enrolment granted!', deleted: 'Enrolment revoked!' },
    redirect: { afterCreate: 'list' },
    defaultSort: { field: 'enrolled_at', order: 'DESC' },
    // The enrolment's page shows its release schedule below its fields.
    custom: { admin: 'admin/custom/enrolments.tsx', views: ['show'] },
  },
  {
    key: 'exams',
    singular: 'Exam',
    plural: 'Exams',
    route: 'exam',
    icon: 'Quiz',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 8 },
    fields: [
      title(),
      f.reference('course_id', 'courses', { label: 'Course', required: true, list: true, filterable: true }),
      f.integer('duration_minutes', { label: 'Duration (minutes)', min: 1, max: 600, list: true }),
      f.integer('pass_mark', { label: 'Pass mark (%)', min: 0, max: 100, defaultValue: 70, list: true }),
      // What a student may learn from an attempt, and how often they may try (server/learning/examRules.ts).
      f.integer('max_attempts', {
        label: 'Attempts allowed',
        min: 1,
        max: 100,
        defaultValue: 3,
        blankIsValue: true,
        helperText: 'Leave blank for as many as the student likes.',
      }),
      f.integer('wait_hours', {
        label: 'Wait between attempts (hours)',
        min: 1,
        max: 8760,
        helperText: 'Leave blank to let the next attempt start at once.',
      }),
      f.integer('questions_per_attempt', {
        label: 'Questions per attempt',
        min: 1,
        max: 500,
        helperText: 'Drawn afresh for each attempt from the questions below. Leave blank for all of them.',
      }),
      f.choice('show_after_attempt', EXAM_FEEDBACK, {
        label: 'After an attempt, show',
        choiceLabels: {
          score: 'The score only',
          wrong: 'The score and which questions were wrong',
          review: 'The full review with right answers',
        },
        defaultValue: 'wrong',
        helperText: 'The right answers are shown only once the student has passed or has no attempt left.',
      }),
      f.choice('status', PUBLISH_STATES, { defaultValue: 'draft', list: true, filterable: true }),
      f.list(
        'questions',
        [
          f.text('question', { required: true, maxLength: 1000 }),
          f.list(
            'options',
            [f.integer('id', { required: true, min: 1 }), f.text('text', { required: true })],
            {
              minItems: 2,
              maxItems: 8,
              itemLabel: 'Option',
              required: true,
            },
          ),
          // docs/legacy-api.md §10: the id of the right option, chosen with a radio button.
          f.integer('right_answer', { label: 'Right answer', required: true, itemOf: 'options' }),
          f.choice('level', QUESTION_LEVELS, { required: true, defaultValue: 'beginner' }),
        ],
        { defaultValue: null, itemLabel: 'Question' },
      ),
    ],
    endpoints: {
      list: { ...post('exam/get_all'), paging: 'pageNumber' },
      create: { ...post('exam/create'), body: { wrap: 'exam_data' } },
      update: { ...post('exam/edit'), body: { wrap: 'exam_data', id: 'inside' } },
      delete: post('exam/delete'),
    },
    rules: [
      // A draft may be set up in any order; a published exam draws from questions it has.
      {
        field: 'questions_per_attempt',
        when: { field: 'status', equals: 'published' },
        notAbove: 'questions',
        message: 'A published exam cannot draw more questions than it has.',
      },
    ],
    messages: {
      created: 'Exam created!',
      updated: 'Exam successfully updated!',
      createFailed: 'Exam create failed',
      updateFailed: 'Exam Update failed',
      deleteFailed: 'Exam delete failed',
      forceFailureText: true,
    },
  },
  {
    key: 'exam_attempts',
    singular: 'Exam Attempt',
    plural: 'Exam Attempts',
    route: 'exam/attempts',
    icon: 'FactCheck',
    recordRepresentation: 'id',
    menu: { group: 'Catalogue', order: 9 },
    extension: true,
    // Written by students taking exams (server/learning/exams.ts); the console only reads them.
    readOnly: true,
    fields: [
      f.reference('user_id', 'users', {
        label: 'Student',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('exam_id', 'exams', {
        label: 'Exam',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.reference('course_id', 'courses', {
        label: 'Course',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.integer('attempt_no', { label: 'Attempt', required: true, min: 1, list: true }),
      f.datetime('started_at', { label: 'Started', required: true, list: true, sortable: true }),
      f.datetime('submitted_at', { label: 'Submitted', list: true, sortable: true }),
      f.integer('score', { min: 0, list: true }),
      f.integer('total', { required: true, min: 0 }),
      f.integer('percent', { min: 0, max: 100, list: true, sortable: true }),
      f.flag('passed', { list: true, filterable: true, sortable: true }),
    ],
    endpoints: {
      list: { ...post('exam/attempts'), paging: 'page' },
    },
    defaultSort: { field: 'started_at', order: 'DESC' },
  },
  {
    key: 'faqs',
    singular: 'FAQ',
    plural: 'FAQs',
    route: 'faqs',
    icon: 'LiveHelp',
    recordRepresentation: 'question',
    menu: { group: 'Content', order: 5 },
    fields: [
      f.text('question', { required: true, maxLength: 500, list: true, searchable: true, sortable: true }),
      f.richText('answer', { required: true, searchable: true }),
      f.integer('sort_order', { defaultValue: 0, min: 0, list: true, sortable: true }),
      f.choice('status', ACTIVE_STATES, { defaultValue: 'active', list: true, filterable: true }),
    ],
    endpoints: {
      list: { ...post('faq/get_faq'), paging: 'page' },
      create: { ...post('faq/create_faq'), body: { wrap: 'faq_data' } },
      update: { ...post('faq/update_faq'), body: { wrap: 'faq_data', id: 'inside' } },
      delete: post('faq/delete_faq'),
    },
    redirect: { afterCreate: false, afterUpdate: false },
    defaultSort: { field: 'sort_order', order: 'ASC' },
  },
  {
    key: 'legal_pages',
    singular: 'Legal page',
    plural: 'Legal pages',
    route: 'legal-pages',
    icon: 'Gavel',
    recordRepresentation: 'title',
    menu: { group: 'Content', order: 6 },
    extension: true,
    // Terms, Privacy, Refund policy and Contact: the four its migration made, each a public page
    // at its own address (/terms, ...), linked from the footer and checkout. Never created or
    // deleted: a link to each is on every page.
    fixedRows: true,
    fields: [
      title({ helperText: "The page's heading, as the footer links it." }),
      f.choice('slug', LEGAL_SLUGS, {
        label: 'Address',
        required: true,
        unique: true,
        list: true,
        choiceLabels: Object.fromEntries(LEGAL_SLUGS.map((slug) => [slug, `/${slug}`])),
        helperText: 'Each page has one address; the four are made with the site.',
      }),
      f.richText('content', { required: true, searchable: true }),
      f.datetime('updated_at', { label: 'Last updated', readOnly: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: get('legal-pages'),
      update: post('legal-pages/update'),
    },
    redirect: { afterUpdate: false },
    messages: { updated: 'Page saved: it is live on the site.' },
    defaultSort: { field: 'id', order: 'ASC' },
  },
  {
    key: 'instructors',
    singular: 'Instructor',
    plural: 'Instructors',
    route: 'instructors',
    icon: 'CoPresent',
    recordRepresentation: 'name',
    menu: { group: 'People', order: 2 },
    fields: [
      f.text('name', { required: true, list: true, searchable: true, sortable: true }),
      f.email('email', { required: true, unique: true, list: true, searchable: true, sortable: true }),
      f.password('password', { required: true, optionalOnUpdate: true }),
      f.password('password_confirmation', {
        label: 'Confirm password',
        confirms: 'password',
        required: true,
        optionalOnUpdate: true,
      }),
      f.text('phone', { maxLength: 32, list: true }),
      // The public profile on the instructor's page and on their courses' pages.
      f.image('photo', { label: 'Photo', list: true, extension: true }),
      f.longText('short_bio', {
        label: 'Short biography',
        maxLength: 300,
        extension: true,
        helperText: 'One or two sentences, shown with the photo on each of their courses.',
      }),
      f.longText('biography', {
        label: 'Biography',
        maxLength: 5000,
        extension: true,
        helperText: 'Shown on their page; a blank line starts a new paragraph.',
      }),
      f.list(
        'credentials',
        [
          f.text('body', { label: 'Professional body', required: true, maxLength: 200 }),
          f.text('number', { label: 'Registration number', required: true, maxLength: 64 }),
          f.url('link', { label: 'Link to the register' }),
        ],
        { label: 'Credentials', itemLabel: 'Credential', maxItems: 10, defaultValue: null, extension: true },
      ),
    ],
    endpoints: {
      list: { ...post('instructor'), paging: 'page' },
      create: post('instructor/create'),
      update: { ...post('instructor/update'), body: { wrap: 'instructor_data', id: 'inside' } },
      delete: post('instructor/delete'),
    },
    messages: { splitErrorsOf: 'email' },
  },
  {
    key: 'lessons',
    singular: 'Lesson',
    plural: 'Lessons',
    route: 'lessons',
    icon: 'MenuBook',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 7 },
    fields: [
      title(),
      f.reference('course_id', 'courses', { label: 'Course', required: true, list: true, filterable: true }),
      f.reference('topic_id', 'topics', {
        label: 'Topic',
        list: true,
        filterable: true,
        onDelete: 'detach',
        sameAs: 'course_id',
      }),
      f.richText('content'),
      // Shown before the lesson, with the choice to continue or skip it for now.
      f.longText('content_note', { label: 'Content note' }),
      f.url('video_url', { label: 'Video URL' }),
      // The lesson's own media: served only to those who may open the lesson (server/media/).
      f.file('media', {
        label: 'Video or audio file',
        upload: 'media',
        helperText:
          'MP4 video, or M4A or MP3 audio. Only students who may open this lesson can play it; it takes the place of the video URL.',
      }),
      f.file('captions', {
        label: 'Captions (WebVTT)',
        upload: 'captions',
        helperText: 'A .vtt file for the video or audio file above.',
      }),
      f.longText('transcript', { label: 'Transcript', helperText: 'Shown below the player.' }),
      // Read from the file when it is stored: what "90% watched" is measured against.
      f.number('media_seconds', { label: 'Media length (seconds)', readOnly: true }),
      f.integer('duration_minutes', { label: 'Duration (minutes)', min: 0, list: true }),
      f.integer('sort_order', { defaultValue: 0, min: 0, list: true, sortable: true }),
      f.flag('is_preview', { label: 'Free preview', defaultValue: 0, list: true, filterable: true }),
      // A few questions at the lesson's end, with instant feedback, not graded (server/learning/knowledgeCheck.ts).
      f.list(
        'knowledge_check',
        [
          f.text('question', { required: true, maxLength: 1000 }),
          f.list(
            'options',
            [f.integer('id', { required: true, min: 1 }), f.text('text', { required: true })],
            { minItems: 2, maxItems: 6, itemLabel: 'Option', required: true },
          ),
          f.integer('right_answer', { label: 'Right answer', required: true, itemOf: 'options' }),
          f.longText('explanation', { maxLength: 2000, helperText: 'Shown once the student has answered.' }),
        ],
        { label: 'Knowledge check', defaultValue: null, itemLabel: 'Question', maxItems: 10 },
      ),
      f.flag('check_required', {
        label: 'Passing the check opens the next lesson',
        defaultValue: 0,
        helperText: 'The lessons after this one stay closed until the student answers every question right.',
      }),
    ],
    endpoints: {
      list: { ...post('lesson/lessons'), paging: 'pageNumber' },
      create: { ...post('lesson/create'), body: { wrap: 'lesson_data' } },
      update: { ...post('lesson/edit'), body: { wrap: 'lesson_data', id: 'inside' } },
      delete: post('lesson/delete'),
      extra: {
        // Every lesson's id and title, for selects.
        selectList: get('quiz/get_lesson_list'),
      },
    },
    // Put in order on the course's page.
    orderedWithin: 'course_id',
    messages: {
      created: 'Lesson created!',
      updated: 'Lesson successfully updated!',
      createFailed: 'Lesson create failed',
      updateFailed: 'Lesson Update failed',
      deleteFailed: 'Lesson delete failed',
      forceFailureText: true,
    },
    redirect: { afterDelete: 'list', reloadAfterSave: true },
  },
  {
    key: 'orders',
    singular: 'Order',
    plural: 'Orders',
    route: 'orders',
    icon: 'ReceiptLong',
    recordRepresentation: 'id',
    menu: { group: 'Sales', order: 1 },
    readOnly: true,
    // What was paid is an accounting record; expired orders are cancelled (server/shop/orders.ts).
    deletableWhen: {
      field: 'status',
      values: ['pending', 'failed', 'cancelled'],
      message: 'A paid or refunded order is an accounting record and cannot be deleted: refund it instead.',
    },
    fields: [
      f.reference('user_id', 'users', { label: 'Customer', required: true, list: true, filterable: true }),
      f.list(
        'items',
        [
          f.choice('kind', ['course', 'bundle', 'product', 'certificate_level', 'delivery'], {
            required: true,
          }),
          f.integer('item_id', { required: true }),
          f.text('title', { required: true }),
          f.money('unit_price', { required: true }),
          // The course a certificate level was bought for.
          f.integer('course_id', { label: 'For course' }),
        ],
        { required: true },
      ),
      f.money('subtotal', { required: true }),
      f.money('discount', { defaultValue: 0 }),
      f.money('total', { required: true, list: true, sortable: true }),
      f.text('currency', { defaultValue: 'GBP', maxLength: 3 }),
      f.text('coupon_code', { list: true, searchable: true }),
      f.choice('status', ORDER_STATES, { required: true, list: true, filterable: true, sortable: true }),
      f.text('payment_reference', { searchable: true }),
      f.datetime('created_at', { label: 'Placed', readOnly: true, list: true, sortable: true }),
      // Where posted goods go (server/shop/delivery.ts), and when they left.
      f.longText('delivery_address', { label: 'Deliver to', readOnly: true, extension: true }),
      f.datetime('dispatched_at', { label: 'Dispatched', readOnly: true, extension: true }),
      f.text('tracking_reference', { readOnly: true, extension: true }),
      // The buyer's cancellation rights (server/shop/cancellation.ts): the consent checkout asked
      // for, in the server's time, and a cancellation within the 14 days.
      f.datetime('access_consent_at', {
        label: 'Consented to immediate access',
        readOnly: true,
        extension: true,
      }),
      f.datetime('buyer_cancelled_at', { label: 'Cancelled by the buyer', readOnly: true, extension: true }),
    ],
    endpoints: {
      list: get('order/get_orders'),
      delete: post('order/delete_order'),
    },
    defaultSort: { field: 'created_at', order: 'DESC' },
    // The order page: lines, totals, history, and Refund, Mark as paid and Cancel (docs/API.md).
    custom: { admin: 'admin/custom/orders.tsx' },
  },
  {
    key: 'products',
    singular: 'Product',
    plural: 'Products',
    route: 'products',
    icon: 'ShoppingBag',
    recordRepresentation: 'title',
    menu: { group: 'Sales', order: 4 },
    fields: [
      title(),
      f.text('slug', {
        unique: true,
        maxLength: 120,
        slugFrom: 'title',
        helperText: 'Its address on the site; left empty, it is made from the title.',
      }),
      f.money('regular_price', { required: true, list: true, sortable: true }),
      f.money('sale_price', { list: true, sortable: true }),
      f.longText('short_description', { maxLength: 500, searchable: true }),
      f.richText('long_description'),
      f.image('featured_photo', { label: 'Photo', list: true }),
      posted(),
    ],
    endpoints: {
      list: get('products'),
      create: post('products/create-product'),
      update: post('products/update-product'),
      delete: post('products/delete-product'),
    },
    rules: [
      {
        field: 'sale_price',
        notAbove: 'regular_price',
        message: 'The sale price may not be more than the regular price.',
      },
    ],
  },
  {
    key: 'question_tags',
    singular: 'Question Tag',
    plural: 'Quiz Question Tags',
    route: 'quiz-question-tags',
    icon: 'LocalOfferOutlined',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 10 },
    fields: [title({ unique: true })],
    endpoints: {
      list: { ...post('quiz/question/tags'), paging: 'perPageItem' },
      create: post('quiz/question/tags/create-tag'),
      update: post('quiz/question/tags/update-tag'),
      delete: post('quiz/question/tags/delete-tag'),
    },
  },
  {
    key: 'resources',
    singular: 'Resource',
    plural: 'Resources',
    route: 'resources',
    icon: 'AttachFile',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 11 },
    fields: [
      title(),
      f.longText('description', { searchable: true }),
      f.file('resource', { required: true, list: true }),
      // The lesson whose page offers it for download; blank: offered with no lesson.
      f.reference('lesson_id', 'lessons', {
        label: 'Lesson',
        list: true,
        filterable: true,
        onDelete: 'detach',
      }),
    ],
    endpoints: {
      list: { ...post('resources'), paging: 'page' },
      create: post('resources/create-resource'),
      update: post('resources/update-resource'),
      delete: post('resources/delete-resource'),
    },
  },
  {
    key: 'reviews',
    singular: 'Review',
    plural: 'Reviews',
    route: 'reviews',
    icon: 'RateReview',
    recordRepresentation: 'id',
    menu: { group: 'Content', order: 4 },
    fields: [
      // The student who wrote it (a review written in the console has none): set by the server.
      f.reference('user_id', 'users', {
        label: 'Author',
        readOnly: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.integer('rating', { required: true, min: 1, max: 5, list: true, sortable: true, filterable: true }),
      f.longText('review', { required: true, list: true, searchable: true }),
      f.reference('course_id', 'courses', {
        label: 'Course',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.choice('status', APPROVAL_STATES, {
        readOnly: true,
        defaultValue: 'pending',
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.datetime('created_at', { label: 'Date', readOnly: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: { ...post('reviews/reviews'), paging: 'page' },
      create: post('reviews/create'),
      update: post('reviews/update'),
      delete: post('reviews/delete'),
    },
    actions: [
      {
        name: 'approveReview',
        label: 'Approve',
        method: 'POST',
        path: 'reviews/approved',
        body: { approvedId: 'id', status: '$value' },
        field: 'status',
        values: ['approved', 'rejected'],
        success: 'Review Status Successfully Changed!',
      },
    ],
    messages: {
      created: 'Review Successfully Created!',
      updated: 'Review successfully Updated!',
      deleted: 'Review successfully deleted!',
    },
  },
  {
    key: 'social_profiles',
    singular: 'Social Profile',
    plural: 'Social Profiles',
    route: 'social-profiles',
    icon: 'Share',
    recordRepresentation: 'title',
    menu: { group: 'Settings', order: 3 },
    fields: [
      title(),
      f.image('icon', { list: true }),
      f.url('link', { required: true, list: true }),
      // Empty for the academy's own profiles; else shown with the instructor on course pages.
      f.reference('instructor_id', 'instructors', {
        label: 'Instructor',
        list: true,
        filterable: true,
        onDelete: 'detach',
      }),
    ],
    endpoints: {
      list: get('social-profiles'),
      create: { ...post('social-profiles/create-social-profile'), read: 'data[0]' },
      update: post('social-profiles/update-social-profile'),
      delete: { ...post('social-profiles/delete-social-profile'), read: 'data[0]' },
    },
  },
  {
    key: 'notes',
    singular: 'Note',
    plural: 'Notes',
    route: 'notes',
    icon: 'StickyNote2',
    recordRepresentation: 'description',
    menu: { group: 'Content', order: 7 },
    fields: [
      f.longText('description', { required: true, maxLength: 5000, list: true, searchable: true }),
      f.reference('topic_id', 'topics', {
        label: 'Topic',
        list: true,
        filterable: true,
        onDelete: 'detach',
        sameAs: 'course_id',
      }),
      f.reference('user_id', 'users', {
        label: 'Student',
        required: true,
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
    ],
    endpoints: {
      list: { ...post('notes/list'), paging: 'page' },
      create: { ...post('notes/create'), body: { wrap: 'note_data' } },
      update: post('notes/update_note'),
      delete: post('notes/delete'),
    },
    messages: { createFailed: 'Failed', forceFailureText: true },
  },
  {
    key: 'support_lines',
    singular: 'Support Line',
    plural: 'Support Lines',
    route: 'settings/support-lines',
    icon: 'SupportAgent',
    recordRepresentation: 'title',
    menu: { group: 'Settings', order: 4 },
    extension: true,
    // The crisis lines every learning page offers under "Need support now?", in their order.
    fields: [
      title(),
      f.text('contact', { label: 'How to reach them', required: true, maxLength: 120, list: true }),
      // tel:, sms: or https: — the contact becomes a link a phone can follow.
      f.text('link', { maxLength: 200, list: true }),
      f.longText('description', { maxLength: 500 }),
      f.integer('sort_order', { defaultValue: 0, min: 0, list: true, sortable: true }),
    ],
    endpoints: {
      list: get('support-lines'),
      create: post('support-lines/create'),
      update: post('support-lines/update'),
      delete: post('support-lines/delete'),
    },
    defaultSort: { field: 'sort_order', order: 'ASC' },
  },
  {
    key: 'vat_settings',
    singular: 'VAT and invoices',
    plural: 'VAT and invoices',
    route: 'settings/vat',
    icon: 'ReceiptLong',
    recordRepresentation: 'legal_name',
    menu: { group: 'Settings', order: 6 },
    extension: true,
    single: true,
    // The seller on invoices and the issuer of credentials (server/settings/vatSettings.ts).
    fields: [
      f.flag('vat_registered', { label: 'VAT registered', defaultValue: 0 }),
      f.text('vat_number', {
        label: 'VAT number',
        maxLength: 20,
        upperCase: true,
        helperText: 'A UK VAT number: GB and 9 digits (GB123456789), or 12 for a branch.',
      }),
      f.number('vat_rate', { label: 'VAT rate (%)', required: true, min: 0, max: 100, defaultValue: 20 }),
      f.text('legal_name', { label: 'Legal name', required: true, maxLength: 200 }),
      f.longText('address', {
        label: 'Address',
        maxLength: 500,
        helperText: 'One line each, the postcode last.',
      }),
    ],
    endpoints: {
      list: get('vat-settings'),
      update: post('vat-settings/update'),
    },
    redirect: { afterUpdate: false },
    messages: { updated: 'VAT and invoice settings saved.' },
  },
  {
    key: 'delivery_options',
    singular: 'Delivery Option',
    plural: 'Delivery Options',
    route: 'settings/delivery',
    icon: 'LocalShipping',
    recordRepresentation: 'title',
    menu: { group: 'Settings', order: 5 },
    extension: true,
    // What posting an order costs and how long it takes, as checkout shows it (server/shop/delivery.ts).
    fields: [
      title({ helperText: 'As the student reads it at checkout: "Royal Mail Tracked 48".' }),
      f.money('price', { required: true, list: true }),
      f.text('delivery_time', {
        label: 'Delivery time',
        required: true,
        maxLength: 120,
        list: true,
        helperText: 'As the student reads it: "2 to 3 working days".',
      }),
      f.flag('active', {
        defaultValue: 1,
        list: true,
        helperText: 'Checkout offers the cheapest active option.',
      }),
    ],
    endpoints: {
      list: get('delivery-options'),
      create: post('delivery-options/create'),
      update: post('delivery-options/update'),
      delete: post('delivery-options/delete'),
    },
  },
  {
    key: 'tips',
    singular: 'Tip',
    plural: 'Tips',
    route: 'tips',
    icon: 'TipsAndUpdates',
    recordRepresentation: 'title',
    menu: { group: 'Content', order: 6 },
    fields: [
      title(),
      f.longText('description', { required: true, searchable: true }),
      f.url('url', { label: 'Link' }),
      f.flag('featured', { readOnly: true, defaultValue: 0, list: true, filterable: true }),
    ],
    endpoints: {
      list: { ...get('tips'), read: 'featured+all.data' },
      create: { ...post('tips/create-tip'), body: { fields: ['title', 'description', 'url'] } },
      update: { ...post('tips/update-tip'), body: { fields: ['title', 'description', 'url'] } },
      delete: post('tips/delete-tip'),
    },
    actions: [
      {
        name: 'featureTip',
        label: 'Make featured',
        method: 'POST',
        path: 'tips/update-tip-status',
        body: { id: 'id' },
        field: 'featured',
        values: [1],
        resetOthersTo: 0,
        success: 'Tip successfully featured!',
      },
    ],
  },
  {
    key: 'topic_types',
    singular: 'Topic Type',
    plural: 'Topic Types',
    route: 'topic-type',
    icon: 'Label',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 6 },
    fields: [title(), f.longText('description', { searchable: true })],
    endpoints: {
      list: { ...post('topic-type/get_all'), paging: 'pageNumber' },
      create: { ...post('topic-type/create'), body: { wrap: 'topic_type_data' } },
      update: { ...post('topic-type/edit'), body: { wrap: 'topic_type_data', id: 'inside' } },
      delete: post('topic-type/delete'),
    },
    messages: {
      updated: 'Topic Type successfully updated!',
      deleted: 'Topic type deleted!',
      createFailed: 'Topic type create failed',
      updateFailed: 'Topic type update failed',
      deleteFailed: 'Topic type delete failed',
      forceFailureText: true,
    },
  },
  {
    key: 'topics',
    singular: 'Topic',
    plural: 'Topics',
    route: 'topics',
    icon: 'Topic',
    recordRepresentation: 'title',
    menu: { group: 'Catalogue', order: 5 },
    fields: [
      title(),
      f.reference('course_id', 'courses', { label: 'Course', required: true, list: true, filterable: true }),
      f.reference('topic_type_id', 'topic_types', {
        label: 'Type',
        list: true,
        filterable: true,
        onDelete: 'detach',
      }),
      f.longText('description', { searchable: true }),
      f.integer('sort_order', { defaultValue: 0, min: 0, list: true, sortable: true }),
      // The release schedule (server/learning/schedule.ts): with both, the later of the two.
      f.integer('opens_after_days', {
        label: 'Opens (days after enrolment)',
        min: 0,
        max: 3650,
        helperText: 'Leave both blank to open the topic on enrolment.',
      }),
      f.date('opens_on', {
        label: 'Opens on (date)',
        helperText:
          'At midnight UK time. With a number of days as well, the topic opens at the later of the two.',
      }),
    ],
    endpoints: {
      list: { ...post('topic/get_topics'), paging: 'page' },
      create: { ...post('topic/create'), body: { wrap: 'topic_data' } },
      update: { ...post('topic/edit'), body: { wrap: 'topic_data', id: 'outside' } },
      delete: post('topic/delete'),
    },
    // Put in order on the course's page.
    orderedWithin: 'course_id',
    messages: { deleteFailed: 'Topic Delete Fail', forceFailureText: true },
  },
  {
    key: 'transcripts',
    singular: 'Transcript',
    plural: 'Transcripts',
    route: 'transcript',
    icon: 'Description',
    recordRepresentation: 'type',
    menu: { group: 'Sales', order: 5 },
    fields: [
      f.text('type', { required: true, list: true, searchable: true, sortable: true }),
      f.money('price', { required: true, list: true, sortable: true }),
      posted(),
    ],
    endpoints: {
      list: { ...post('transcripts/transcripts'), paging: 'none' },
      create: post('transcripts/create'),
      update: post('transcripts/update'),
      delete: post('transcripts/delete'),
    },
    messages: {
      created: 'Transcript Successfully Created!',
      updated: 'Transcript successfully Updated!',
    },
  },
  {
    key: 'users',
    singular: 'User',
    plural: 'Users',
    route: 'users',
    icon: 'People',
    recordRepresentation: 'name',
    menu: { group: 'People', order: 1 },
    fields: [
      f.text('name', { required: true, list: true, searchable: true, sortable: true }),
      f.email('email', { required: true, unique: true, list: true, searchable: true, sortable: true }),
      f.password('password', { required: true, optionalOnUpdate: true }),
      f.choice('role_id', [ROLE_STUDENT, ROLE_ADMIN], {
        label: 'Role',
        choiceLabels: { [ROLE_STUDENT]: 'Student', [ROLE_ADMIN]: 'Admin' },
        required: true,
        defaultValue: ROLE_STUDENT,
        list: true,
        filterable: true,
      }),
      f.image('profile_picture', { label: 'Picture', list: true }),
      // A disabled account cannot sign in, and its sessions end the moment it is disabled.
      f.flag('disabled', { defaultValue: 0, list: true, filterable: true }),
      // The accommodations profile every timed exam honours (src/contract/accommodations.ts).
      f.choice('extra_time', EXTRA_TIME, {
        label: 'Extra time',
        choiceLabels: EXTRA_TIME_LABELS,
        defaultValue: 'none',
        filterable: true,
        helperText: 'On every timed exam.',
      }),
      f.flag('exam_pause', { label: 'May pause timed exams', defaultValue: 0, filterable: true }),
      f.flag('reduced_motion', { label: 'Reduced motion', defaultValue: 0, filterable: true }),
      f.flag('captions_by_default', { label: 'Show captions by default', defaultValue: 0, filterable: true }),
      // Set when the owner opens the link mailed to the address (server/routes/account).
      f.datetime('email_verified_at', { label: 'Email verified', readOnly: true }),
      f.datetime('created_at', { label: 'Joined', readOnly: true, list: true, sortable: true }),
    ],
    endpoints: {
      list: { ...post('user/get_users'), paging: 'page' },
      create: { ...post('user/create-user'), body: { wrap: 'user_data' } },
      update: { ...post('user/update-user'), body: { wrap: 'updateData', id: 'inside' } },
      delete: post('user/delete_user'),
    },
    actions: [
      {
        name: 'changeRole',
        label: 'Change role',
        method: 'POST',
        path: 'user/update-user-role',
        body: { user_id: 'id', role_id: '$value' },
        field: 'role_id',
        values: [ROLE_STUDENT, ROLE_ADMIN],
        success: 'Role Successfully updated',
      },
    ],
    confirmChanges: [
      {
        field: 'role_id',
        value: ROLE_ADMIN,
        title: 'Make {name} an administrator?',
        content:
          'An administrator can read, change and delete every record in this console, other administrators included.',
      },
    ],
    messages: { updated: 'User Successfully updated' },
  },
] as const satisfies readonly ResourceDef[];

/** What an audit entry's resource may be: a key of the table, shown by the name the menu gives it. */
const resourceNames = [...managed].sort((a, b) => a.plural.localeCompare(b.plural, 'en-GB'));

export const resources = [
  ...managed,
  {
    key: 'audit_log',
    singular: 'Audit Entry',
    plural: 'Audit Log',
    route: 'audit-log',
    icon: 'History',
    recordRepresentation: 'action',
    menu: { group: 'Settings', order: 5 },
    extension: true,
    // Written by the server on every change and sign-in (server/audit.ts); never edited.
    readOnly: true,
    fields: [
      f.datetime('at', { label: 'When', required: true, list: true, sortable: true, filterable: 'range' }),
      f.reference('user_id', 'users', { label: 'Who', list: true, filterable: true, onDelete: 'keep' }),
      f.choice('action', AUDIT_ACTIONS, {
        // Shown as the server writes them ("record.update").
        choiceLabels: Object.fromEntries(AUDIT_ACTIONS.map((action) => [action, action])),
        required: true,
        list: true,
        filterable: true,
        sortable: true,
      }),
      f.choice(
        'resource',
        resourceNames.map((resource) => resource.key),
        {
          choiceLabels: Object.fromEntries(resourceNames.map((resource) => [resource.key, resource.plural])),
          list: true,
          filterable: true,
          sortable: true,
        },
      ),
      f.integer('record_id', { label: 'Record', list: true, filterable: true, sortable: true }),
      f.text('ip', { label: 'IP address' }),
      // JSON: the fields a change touched, before and after (passwords never).
      f.longText('detail'),
    ],
    endpoints: { list: { ...post('audit-log/list'), paging: 'page' } },
    defaultSort: { field: 'at', order: 'DESC' },
    // The entry's page: the change as a table of fields, before and after.
    custom: { admin: 'admin/custom/auditLog.tsx' },
  },
] as const satisfies readonly ResourceDef[];

export type Resources = typeof resources;

/** Every key of the table: a resource's name in react-admin and its database table. */
export type ResourceKey = Resources[number]['key'];

/** The keys the table's reference fields name, item fields of lists included. */
type ReferencedKeys<F> = F extends { readonly reference: infer K }
  ? K
  : F extends { readonly fields: readonly (infer I)[] }
    ? ReferencedKeys<I>
    : never;
type MustBeNever<T extends never> = T;
/** A reference to a key the table lacks fails to compile here, naming the key. */
export type UnknownReferences = MustBeNever<
  Exclude<ReferencedKeys<Resources[number]['fields'][number]>, ResourceKey>
>;

export default resources;
