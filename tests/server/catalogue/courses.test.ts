import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord, type Ids } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Card {
  id: number;
  title: string;
  slug: string;
  price: number;
  sale_price: number | null;
  level_title: string | null;
  instructor_name: string | null;
  duration_hours: number | null;
  rating_average: number | null;
  rating_count: number;
}
interface Page {
  data: Card[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

let server: TestServer;
let visitor: TestClient;
const ids: Ids = {};
const category: Record<string, number> = {};
const level: Record<string, number> = {};
const tag: Record<string, number> = {};

const course = (overrides: Record<string, unknown>) => makeRecord(server.db, 'courses', ids, overrides);

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const db = server.db;
  category.wellbeing = await makeRecord(db, 'course_categories', {}, { name: 'Wellbeing' });
  category.anxiety = await makeRecord(
    db,
    'course_categories',
    {},
    { name: 'Anxiety', course_category_id: category.wellbeing },
  );
  category.work = await makeRecord(db, 'course_categories', {}, { name: 'Work' });
  level.beginner = await makeRecord(db, 'course_levels', {}, { title: 'Beginner', level: 1 });
  level.advanced = await makeRecord(db, 'course_levels', {}, { title: 'Advanced', level: 3 });
  tag.calm = await makeRecord(db, 'course_tags', {}, { title: 'Calm' });
  tag.sleep = await makeRecord(db, 'course_tags', {}, { title: 'Sleep' });
  ids.instructors = await makeRecord(db, 'instructors', {}, { name: 'Dr Rowe' });
  Object.assign(ids, {
    course_categories: category.work,
    course_levels: level.beginner,
    course_tags: tag.calm,
  });

  const calm = await course({
    title: 'Calm breathing',
    slug: 'calm-breathing',
    short_description: 'Slow your breath, settle your body.',
    course_category_id: category.anxiety,
    course_level_id: level.beginner,
    tag_ids: [tag.calm],
    price: 20,
    sale_price: 10,
  });
  const sleep = await course({
    title: 'Sleep well',
    slug: 'sleep-well',
    short_description: 'Wind down for a better night.',
    course_category_id: category.work,
    course_level_id: level.advanced,
    tag_ids: [tag.sleep],
    price: 0,
    sale_price: null,
  });
  const work = await course({
    title: 'Anxiety at work',
    slug: 'anxiety-at-work',
    short_description: 'Meetings, deadlines and a racing mind.',
    course_category_id: category.work,
    course_level_id: level.beginner,
    tag_ids: [tag.calm, tag.sleep],
    price: 50,
    sale_price: null,
  });
  await course({ title: 'Secret draft', slug: 'secret-draft', status: 'draft', price: 5, sale_price: null });

  const review = (courseId: number, rating: number, status: string) =>
    makeRecord(db, 'reviews', { courses: courseId }, { rating, status });
  await review(calm, 5, 'approved');
  await review(calm, 3, 'approved');
  await review(work, 5, 'approved');
  await review(sleep, 5, 'pending');
  await review(sleep, 1, 'rejected');
});
afterAll(async () => {
  await server?.close();
});

const titles = (page: Page) => page.data.map((card) => card.title);
const list = async (query = '') => {
  const answer = await visitor.get(`/api/catalogue/courses${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<Page>();
};

describe('the public catalogue of courses', () => {
  it('lists published courses only, newest first, with what a card shows', async () => {
    const page = await list();
    expect(titles(page)).toEqual(['Anxiety at work', 'Sleep well', 'Calm breathing']);
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(page.data[2]).toMatchObject({
      slug: 'calm-breathing',
      price: 20,
      sale_price: 10,
      level_title: 'Beginner',
      instructor_name: 'Dr Rowe',
      duration_hours: 2.5,
      rating_average: 4,
      rating_count: 2,
    });
  });

  it('rates a course by its approved reviews only', async () => {
    const page = await list();
    expect(page.data.find((card) => card.title === 'Sleep well')).toMatchObject({
      rating_average: null,
      rating_count: 0,
    });
  });

  it('searches titles and short descriptions, case-insensitively', async () => {
    expect(titles(await list('?q=SLEEP'))).toEqual(['Sleep well']);
    expect(titles(await list('?q=racing%20mind'))).toEqual(['Anxiety at work']);
    expect(titles(await list('?q=draft'))).toEqual([]);
    expect(titles(await list('?q=100%25'))).toEqual([]);
  });

  it('filters by category, including the categories under it', async () => {
    expect(titles(await list(`?category=${category.wellbeing}`))).toEqual(['Calm breathing']);
    expect(titles(await list(`?category=${category.work}`))).toEqual(['Anxiety at work', 'Sleep well']);
  });

  it('filters by level', async () => {
    expect(titles(await list(`?level=${level.beginner}`))).toEqual(['Anxiety at work', 'Calm breathing']);
    expect(titles(await list(`?level=${level.advanced}`))).toEqual(['Sleep well']);
  });

  it('filters by tag', async () => {
    expect(titles(await list(`?tag=${tag.sleep}`))).toEqual(['Anxiety at work', 'Sleep well']);
    expect(titles(await list(`?tag=${tag.calm}`))).toEqual(['Anxiety at work', 'Calm breathing']);
  });

  it('filters free and paid courses by the price a buyer pays', async () => {
    expect(titles(await list('?price=free'))).toEqual(['Sleep well']);
    expect(titles(await list('?price=paid'))).toEqual(['Anxiety at work', 'Calm breathing']);
  });

  it('combines search and filters', async () => {
    expect(titles(await list(`?tag=${tag.calm}&level=${level.beginner}&price=paid&q=breath`))).toEqual([
      'Calm breathing',
    ]);
  });

  it('sorts by price (the sale price when lower), rating and title', async () => {
    expect(titles(await list('?sort=price-asc'))).toEqual([
      'Sleep well',
      'Calm breathing',
      'Anxiety at work',
    ]);
    expect(titles(await list('?sort=price-desc'))).toEqual([
      'Anxiety at work',
      'Calm breathing',
      'Sleep well',
    ]);
    expect(titles(await list('?sort=rating'))).toEqual(['Anxiety at work', 'Calm breathing', 'Sleep well']);
    expect(titles(await list('?sort=title'))).toEqual(['Anxiety at work', 'Calm breathing', 'Sleep well']);
    expect(titles(await list('?sort=newest'))).toEqual(['Anxiety at work', 'Sleep well', 'Calm breathing']);
  });

  it('pages by rating across the rated and the unrated courses', async () => {
    expect(titles(await list('?sort=rating&per_page=1&page=2'))).toEqual(['Calm breathing']);
    expect(titles(await list('?sort=rating&per_page=1&page=3'))).toEqual(['Sleep well']);
    expect(titles(await list('?sort=rating&per_page=2&page=2'))).toEqual(['Sleep well']);
    expect(titles(await list(`?sort=rating&level=${level.beginner}`))).toEqual([
      'Anxiety at work',
      'Calm breathing',
    ]);
    expect(titles(await list('?sort=rating&price=free'))).toEqual(['Sleep well']);
  });

  it('pages the results', async () => {
    const second = await list('?sort=title&per_page=2&page=2');
    expect(titles(second)).toEqual(['Sleep well']);
    expect(second).toMatchObject({ total: 3, current_page: 2, last_page: 2, per_page: 2, from: 3, to: 3 });
    const beyond = await list('?per_page=2&page=5');
    expect(beyond).toMatchObject({ data: [], total: 3, last_page: 2, from: null, to: null });
  });

  it('lists the choices of its filters', async () => {
    const answer = await visitor.get('/api/catalogue/filters');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{
      categories: { name: string; parent_id: number | null }[];
      levels: { title: string }[];
      tags: { title: string }[];
    }>();
    expect(body.categories.map((c) => c.name)).toEqual(['Anxiety', 'Wellbeing', 'Work']);
    expect(body.categories[0].parent_id).toBe(category.wellbeing);
    expect(body.levels.map((l) => l.title)).toEqual(['Beginner', 'Advanced']);
    expect(body.tags.map((t) => t.title)).toEqual(['Calm', 'Sleep']);
  });

  it.each([
    ['sort=cheapest', 'sort', 'Sort by one of: newest, price-asc, price-desc, rating, title.'],
    ['price=cheap', 'price', 'Price must be "free" or "paid".'],
    ['page=0', 'page', 'The page must be a whole number from 1.'],
    ['page=two', 'page', 'The page must be a whole number from 1.'],
    ['category=anxiety', 'category', 'Choose a category from the list.'],
    ['level=1.5', 'level', 'Choose a level from the list.'],
    ['tag=-3', 'tag', 'Choose a tag from the list.'],
    ['per_page=500', 'per_page', 'Show 1 to 48 courses a page.'],
    ['tag=1&tag=2', 'tag', 'Give tag once.'],
    [`q=${'a'.repeat(101)}`, 'q', 'Search for at most 100 characters.'],
  ])('refuses %s with a 422 naming the parameter', async (query, field, message) => {
    const answer = await visitor.get(`/api/catalogue/courses?${query}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('treats empty parameters as not chosen', async () => {
    expect((await list('?q=&category=&level=&tag=&price=&sort=&page=')).total).toBe(3);
  });
});
