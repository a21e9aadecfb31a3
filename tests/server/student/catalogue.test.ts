import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord, type Ids } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { HttpTab } from './httpTab';

interface Post {
  id: number;
  title: string;
  post_status: string;
  author_name: string | null;
  categories: { id: number; title: string }[];
}
interface Course {
  id: number;
  title: string;
  status: string;
  price: number;
  category_name: string | null;
  level_title: string | null;
  instructor_name: string | null;
}
interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

let server: TestServer;
let visitor: HttpTab;
const ids: Ids = {};
let draftPost: number;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new HttpTab(await server.listen());
  const db = server.db;
  ids.users = (await server.createStudent('Jo Writer')).id;
  ids.blog_categories = await makeRecord(db, 'blog_categories', {}, { title: 'Wellbeing' });
  await makeRecord(db, 'blogs', ids, { title: 'Old post', created_at: '2024-01-01T09:00:00.000Z' });
  await makeRecord(db, 'blogs', ids, { title: 'New post', created_at: '2024-06-01T09:00:00.000Z' });
  draftPost = await makeRecord(db, 'blogs', ids, { title: 'Secret draft', post_status: 'draft' });

  ids.course_categories = await makeRecord(db, 'course_categories', {}, { name: 'Anxiety' });
  ids.course_levels = await makeRecord(db, 'course_levels', {}, { title: 'Beginner' });
  ids.instructors = await makeRecord(db, 'instructors', {}, { name: 'Dr Rowe' });
  await makeRecord(db, 'courses', ids, { title: 'Calm basics', slug: 'calm-basics', featured: 1 });
  await makeRecord(db, 'courses', ids, { title: 'Quiet course', slug: 'quiet-course', featured: 0 });
  await makeRecord(db, 'courses', ids, {
    title: 'Hidden draft',
    slug: 'hidden-draft',
    status: 'draft',
    featured: 1,
  });

  await makeRecord(db, 'faqs', {}, { question: 'Second?', sort_order: 2 });
  await makeRecord(db, 'faqs', {}, { question: 'First?', sort_order: 1 });
  await makeRecord(db, 'faqs', {}, { question: 'Retired?', sort_order: 0, status: 'inactive' });

  await makeRecord(db, 'tips', {}, { title: 'Plain tip' });
  await makeRecord(db, 'tips', {}, { title: 'Featured tip', featured: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('the public blog', () => {
  it('lists only published posts, newest first, with the author and categories', async () => {
    const answer = await visitor.get<Paged<Post>>('/api/blogs');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p) => p.title)).toEqual(['New post', 'Old post']);
    expect(answer.body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(answer.body.data[0]).toMatchObject({
      author_name: 'Jo Writer',
      categories: [{ id: ids.blog_categories, title: 'Wellbeing' }],
    });
  });

  it('pages the posts', async () => {
    const second = await visitor.get<Paged<Post>>('/api/blogs?page=2&per_page=1');
    expect(second.body.data.map((p) => p.title)).toEqual(['Old post']);
    expect(second.body).toMatchObject({ current_page: 2, last_page: 2 });
  });

  it('ignores a filter the visitor slips in: drafts stay hidden', async () => {
    const sneaky = await visitor.get<Paged<Post>>(
      `/api/blogs?filter=${encodeURIComponent(JSON.stringify({ post_status: 'draft' }))}`,
    );
    expect(sneaky.body.data.map((p) => p.title)).not.toContain('Secret draft');
  });

  it('shows one published post, and answers 404 for a draft or an unknown id', async () => {
    const list = await visitor.get<Paged<Post>>('/api/blogs');
    const id = list.body.data[0].id;
    const one = await visitor.get<{ data: Post }>(`/api/blogs/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id, title: 'New post', author_name: 'Jo Writer' });

    expect((await visitor.get(`/api/blogs/${draftPost}`)).status).toBe(404);
    expect((await visitor.get('/api/blogs/999999')).status).toBe(404);
    expect((await visitor.get('/api/blogs/not-a-number')).status).toBe(422);
  });
});

describe('the public courses', () => {
  it('lists only published courses, with category, level and instructor names', async () => {
    const answer = await visitor.get<Paged<Course>>('/api/courses');
    expect(answer.body.data.map((c) => c.title).sort()).toEqual(['Calm basics', 'Quiet course']);
    expect(answer.body.data[0]).toMatchObject({
      category_name: 'Anxiety',
      level_title: 'Beginner',
      instructor_name: 'Dr Rowe',
      price: 49.99,
    });
  });

  it('searches the published courses', async () => {
    const answer = await visitor.get<Paged<Course>>('/api/courses?q=quiet');
    expect(answer.body.data.map((c) => c.title)).toEqual(['Quiet course']);
    const draft = await visitor.get<Paged<Course>>('/api/courses?q=hidden');
    expect(draft.body.data).toEqual([]);
  });
});

describe('the home page data', () => {
  it('holds the featured published courses, the latest posts and the featured tip', async () => {
    const answer = await visitor.get<{
      featured_courses: Course[];
      latest_posts: Post[];
      featured_tip: { title: string } | null;
    }>('/api/home');
    expect(answer.status).toBe(200);
    expect(answer.body.featured_courses.map((c) => c.title)).toEqual(['Calm basics']);
    expect(answer.body.featured_courses[0].category_name).toBe('Anxiety');
    expect(answer.body.latest_posts.map((p) => p.title)).toEqual(['New post', 'Old post']);
    expect(answer.body.featured_tip?.title).toBe('Featured tip');
  });
});

describe('the FAQs', () => {
  it('lists the active ones in their order', async () => {
    const answer = await visitor.get<{ data: { question: string }[] }>('/api/faqs');
    expect(answer.body.data.map((f) => f.question)).toEqual(['First?', 'Second?']);
  });
});
