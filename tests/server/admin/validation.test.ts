/**
 * Bad input of every kind: a 422 naming the field and saying what is wrong, or the right 4xx,
 * never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord, nextN, samples } from '../helpers/records';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

type Errors = Record<string, string[]>;
const errorsOf = (response: Response) => response.json<{ message: string; errors: Errors }>();

function expect422(response: Response, field: string, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(422);
  const body = errorsOf(response);
  expect(body.errors[field]?.[0]).toMatch(message);
  expect(body.message).toEqual(expect.any(String));
}

const createBody = (title: unknown) => ({ title, logo: null, website_link: 'https://example.org' });

describe('field rules', () => {
  it('requires a required field', async () => {
    const response = await admin.admin('POST', 'awarding-bodies/create-awarding-body', {
      website_link: 'https://a.org',
    });
    expect422(response, 'title', 'The title field is required.');
    expect(errorsOf(response).message).toBe('The title field is required.');
  });

  it('refuses a required field emptied on update', async () => {
    const id = await makeRecord(server.db, 'awarding_bodies');
    const response = await admin.admin('POST', 'awarding-bodies/update-awarding-body', { id, title: '   ' });
    expect422(response, 'title', 'The title field is required.');
  });

  it('limits text to 255 characters unless the field says otherwise', async () => {
    const response = await admin.admin(
      'POST',
      'awarding-bodies/create-awarding-body',
      createBody('x'.repeat(256)),
    );
    expect422(response, 'title', 'The title may not be greater than 255 characters.');
    const code = await admin.admin('POST', 'coupon/create', {
      coupon_data: { code: 'C'.repeat(33), discount_type: 'percent', amount: 5 },
    });
    expect422(code, 'code', 'The code may not be greater than 32 characters.');
  });

  it('refuses a value of the wrong type', async () => {
    const title = await admin.admin(
      'POST',
      'awarding-bodies/create-awarding-body',
      createBody({ nested: true }),
    );
    expect422(title, 'title', 'The title must be text.');
    const price = await admin.admin('POST', 'transcripts/create', { type: 'Digital', price: 'free' });
    expect422(price, 'price', 'The price must be an amount in pounds.');
    const level = await admin.admin('POST', 'course-levels/create-course-level', { title: 'L', level: 1.5 });
    expect422(level, 'level', 'The level must be a whole number.');
  });

  it('keeps numbers within their bounds', async () => {
    const course = await makeRecord(server.db, 'courses');
    const high = await admin.admin('POST', 'reviews/create', {
      rating: 6,
      review: 'Too good',
      course_id: course,
    });
    expect422(high, 'rating', 'The rating may not be greater than 5.');
    const low = await admin.admin('POST', 'reviews/create', {
      rating: 0,
      review: 'Too bad',
      course_id: course,
    });
    expect422(low, 'rating', 'The rating must be at least 1.');
    const negative = await admin.admin('POST', 'transcripts/create', { type: 'Digital', price: -1 });
    expect422(negative, 'price', 'The price must be at least 0.');
  });

  it('accepts only the declared choices', async () => {
    const ids: Ids = {};
    const sample = samples.blogs(ids, nextN());
    ids.users = 1;
    ids.blog_categories = await makeRecord(server.db, 'blog_categories');
    const response = await admin.admin('POST', 'create_blog', {
      ...samples.blogs(ids, nextN()),
      post_status: 'live',
      title: sample.title,
    });
    expect422(response, 'post_status', 'The selected status is invalid; choose one of: draft, published.');
    const flag = await admin.admin('POST', 'create_blog', {
      ...samples.blogs(ids, nextN()),
      featured_post: 2,
    });
    expect422(flag, 'featured_post', 'The featured must be 0 or 1.');
  });

  it('refuses a malformed email', async () => {
    const response = await admin.admin('POST', 'instructor/create', {
      ...samples.instructors({}, nextN()),
      email: 'not-an-email',
    });
    expect422(response, 'email', 'The email must be a valid email address.');
  });

  it('stores only http(s) URLs, never javascript:', async () => {
    const link = await admin.admin('POST', 'social-profiles/create-social-profile', {
      title: 'X',
      link: 'javascript:alert(1)',
    });
    expect422(link, 'link', 'The link must be a valid http or https URL.');
    const image = await admin.admin('POST', 'awarding-bodies/create-awarding-body', {
      title: 'X',
      logo: 'javascript:alert(1)',
    });
    expect422(image, 'logo', 'The logo must be an http(s) URL or an uploaded file.');
    const data = await admin.admin('POST', 'awarding-bodies/create-awarding-body', {
      title: 'X',
      website_link: 'data:text/html,<script>alert(1)</script>',
    });
    expect422(data, 'website_link', 'The website link must be a valid http or https URL.');
  });

  it('takes money with at most two decimals and stores integer pence', async () => {
    const tooFine = await admin.admin('POST', 'transcripts/create', { type: 'Digital', price: 10.999 });
    expect422(tooFine, 'price', 'The price may have at most two decimal places.');
    const saved = await admin.admin('POST', 'transcripts/create', { type: 'Printed', price: 19.99 });
    expect(saved.statusCode).toBe(201);
    const record = saved.json<{ data: { id: number; price: number } }>().data;
    expect(record.price).toBe(19.99);
    const stored = await loose(server.db)
      .selectFrom('transcripts')
      .select('price')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(stored.price).toBe(1999);
  });

  it('keeps emails unique whatever their case', async () => {
    const response = await admin.admin('POST', 'user/create-user', {
      user_data: { ...samples.users({}, nextN()), email: 'ADMIN@Example.com' },
    });
    expect422(response, 'email', 'The email has already been taken.');
  });

  it('stores coupon codes in upper case and keeps them unique', async () => {
    const first = await admin.admin('POST', 'coupon/create', {
      coupon_data: { code: 'summer24', discount_type: 'fixed', amount: 5 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: { code: string } }>().data.code).toBe('SUMMER24');
    const again = await admin.admin('POST', 'coupon/create', {
      coupon_data: { code: 'Summer24', discount_type: 'fixed', amount: 5 },
    });
    expect422(again, 'code', 'The code has already been taken.');
  });

  it('keeps course slugs and unique titles unique, but lets a record keep its own', async () => {
    const tag = await admin.admin('POST', 'course-tags/create', { title: 'Resilience' });
    expect(tag.statusCode).toBe(201);
    const twin = await admin.admin('POST', 'course-tags/create', { title: 'resilience' });
    expect422(twin, 'title', 'The title has already been taken.');
    const id = tag.json<{ data: { id: number } }>().data.id;
    const same = await admin.admin('PUT', 'course-tags/update', { id, title: 'RESILIENCE' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses references to records that do not exist', async () => {
    const lesson = await admin.admin('POST', 'lesson/create', {
      lesson_data: { title: 'L', course_id: 99999 },
    });
    expect422(lesson, 'course_id', 'The selected course does not exist.');
    const blog = await admin.admin('POST', 'create_blog', {
      title: 'B',
      user_id: 1,
      post_status: 'draft',
      content: '<p>x</p>',
      category_ids: [99998, 99999],
    });
    expect422(blog, 'category_ids', 'The selected categories do not exist: 99998, 99999.');
  });

  it('refuses a category that is its own parent', async () => {
    const id = await makeRecord(server.db, 'course_categories');
    const response = await admin.admin('POST', 'course-categories/update-course-category', {
      id,
      course_category_id: id,
    });
    expect422(response, 'course_category_id', 'A course category cannot point at itself.');
  });

  it('checks that the password confirmation matches', async () => {
    const response = await admin.admin('POST', 'instructor/create', {
      ...samples.instructors({}, nextN()),
      password_confirmation: 'Something-else-1',
    });
    expect422(response, 'password_confirmation', 'The password confirmation does not match.');
  });

  it('checks list items: a question has two to eight options and its right answer is one of them', async () => {
    const course = await makeRecord(server.db, 'courses');
    const options = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, text: `Option ${index + 1}` }));
    const question = { question: 'Q?', options: options(3), right_answer: 1, level: 'beginner' };
    const exam = (questions: unknown[]) =>
      admin.admin('POST', 'exam/create', { exam_data: { title: 'E', course_id: course, questions } });

    const one = await exam([{ ...question, options: options(1) }]);
    expect422(one, 'questions.0.options', 'Give at least 2 options.');
    const nine = await exam([{ ...question, options: options(9) }]);
    expect422(nine, 'questions.0.options', 'Give at most 8 options.');
    const elsewhere = await exam([question, { ...question, right_answer: 7 }]);
    expect422(elsewhere, 'questions.1.right_answer', 'Choose the right answer among the options.');
    const twins = await exam([{ ...question, options: [...options(2), { id: 2, text: 'again' }] }]);
    expect422(twins, 'questions.0.options.2.id', 'Two options share the id 2.');
    const none = await exam([{ ...question, right_answer: null }]);
    expect422(none, 'questions.0.right_answer', 'The questions.0.right_answer field is required.');
    const missing = await exam([{ ...question, question: '' }]);
    expect422(missing, 'questions.0.question', 'The questions.0.question field is required.');

    for (const count of [2, 3, 8]) {
      const saved = await exam([{ ...question, options: options(count), right_answer: count }]);
      expect(saved.statusCode, saved.body).toBe(201);
      const stored = saved.json<{ data: { questions: unknown[] } }>().data.questions;
      expect(stored).toEqual([{ ...question, options: options(count), right_answer: count }]);
    }
  });

  it("refuses a lesson's topic from another course, on create and on update", async () => {
    const ids: Ids = {};
    const course = await makeRecord(server.db, 'courses', ids);
    const own = await makeRecord(server.db, 'topics', { ...ids, courses: course });
    const otherCourse = await makeRecord(server.db, 'courses', { ...ids });
    const foreign = await makeRecord(server.db, 'topics', { ...ids, courses: otherCourse });
    const lesson = (topic: number) => ({
      ...samples.lessons({ ...ids, courses: course, topics: topic }, nextN()),
    });

    const refused = await admin.admin('POST', 'lesson/create', { lesson_data: lesson(foreign) });
    expect422(refused, 'topic_id', "The topic must belong to the lesson's course.");
    const created = await admin.admin('POST', 'lesson/create', { lesson_data: lesson(own) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const moved = await admin.admin('POST', 'lesson/edit', { lesson_data: { id, topic_id: foreign } });
    expect422(moved, 'topic_id', "The topic must belong to the lesson's course.");
  });

  it('ignores unknown keys and is not fooled by __proto__ or constructor keys', async () => {
    const raw =
      '{"title":"Safe body","website_link":"https://a.org","isAdmin":true,' +
      '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';
    const response = await admin.request('POST', '/api/admin/awarding-bodies/create-awarding-body', {
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    const record = response.json<{ data: Record<string, unknown> }>().data;
    expect(record.title).toBe('Safe body');
    expect(record).not.toHaveProperty('isAdmin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores read-only fields sent by a client', async () => {
    const tip = await admin.admin('POST', 'tips/create-tip', { title: 'T', description: 'D', featured: 1 });
    expect(tip.json<{ data: { featured: number } }>().data.featured).toBe(0);
    const ids: Ids = {};
    const comment = await admin.admin('POST', 'blog-comments/create-blog-comment', {
      ...samples.blog_comments({ ...ids, blogs: await makeRecord(server.db, 'blogs', ids) }, nextN()),
      approve_status: 'approved',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json<{ data: { approve_status: string } }>().data.approve_status).toBe('pending');
  });
});

describe('stored text', () => {
  it('sanitizes rich text and strips tags from plain text', async () => {
    const response = await admin.admin('POST', 'faq/create_faq', {
      faq_data: {
        question: '<b>Is it</b> <script>alert(1)</script>safe?',
        answer:
          '<p onclick="steal()">Yes <a href="javascript:alert(1)">really</a></p><script>alert(2)</script>',
      },
    });
    expect(response.statusCode).toBe(201);
    const faq = response.json<{ data: { question: string; answer: string } }>().data;
    expect(faq.question).toBe('Is it safe?');
    expect(faq.answer).toBe('<p>Yes <a>really</a></p>');
  });
});

describe('malformed requests', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await admin.request('POST', '/api/admin/transcripts/create', {
      body: '{"type": "Digital", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await admin.admin('POST', 'transcripts/create', [1, 2] as unknown as Record<
      string,
      unknown
    >);
    expect(response.statusCode).toBe(400);
  });

  it('answers 422 for a missing wrapper or id', async () => {
    const wrapper = await admin.admin('POST', 'bundles/create-bundle', { title: 'Not wrapped' });
    expect422(wrapper, 'bundle_data', 'The bundle data field is required.');
    const id = await admin.admin('POST', 'transcripts/delete', {});
    expect422(id, 'id', 'The id field is required.');
    const word = await admin.admin('POST', 'transcripts/delete', { id: 'abc' });
    expect422(word, 'id', 'The id must be a record id.');
  });

  it('answers 404 for an unknown id', async () => {
    const update = await admin.admin('POST', 'transcripts/update', { id: 987654, type: 'X', price: 1 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: 'Transcript not found.' });
    const remove = await admin.admin('POST', 'coupon/delete', { id: 987654 });
    expect(remove.statusCode).toBe(404);
  });

  it('answers 413 for a body that is too large', async () => {
    const response = await admin.admin('POST', 'faq/create_faq', {
      faq_data: { question: 'Big?', answer: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await admin.request('POST', '/api/admin/transcripts/create', {
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('deleting a record others use', () => {
  it('is refused with 409 and a message naming what still uses it', async () => {
    const ids: Ids = {};
    await makeRecord(server.db, 'lessons', ids);
    const response = await admin.admin('POST', 'delete_course', { id: ids.courses });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This course is still used by 1 lesson and 1 topic. Delete or change those first.',
    );
  });

  it("takes a blog's comments with it", async () => {
    const ids: Ids = {};
    const comment = await makeRecord(server.db, 'blog_comments', ids);
    const response = await admin.admin('POST', 'delete_blog', { id: ids.blogs });
    expect(response.statusCode).toBe(200);
    const left = await admin.admin('POST', 'blog-comments', { filter: { id: comment } });
    expect(left.json<{ total: number }>().total).toBe(0);
  });

  it('drops a deleted tag from the courses that had it', async () => {
    const ids: Ids = {};
    const course = await makeRecord(server.db, 'courses', ids);
    const response = await admin.admin('POST', 'course-tags/delete', { id: ids.course_tags });
    expect(response.statusCode).toBe(200);
    const after = await admin.admin('GET', 'get_course', { filter: { id: course } });
    expect(after.json<{ data: { tag_ids: number[] }[] }>().data[0].tag_ids).toEqual([]);
  });
});
