import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server.close();
});

const createCourse = async (fields: Record<string, unknown>) => {
  const data = new FormData();
  data.append('course_data', JSON.stringify(fields));
  return admin.postForm('/api/admin/create_course', data);
};

describe('a new course’s slug', () => {
  it('is made from the title when left empty, numbered when taken, and kept when typed', async () => {
    const category = await makeRecord(server.db, 'course_categories');
    const base = { course_category_id: category, price: 10, title: 'Sleep Well, Wake Kind' };
    const first = await createCourse(base);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ data: { slug: 'sleep-well-wake-kind' } });
    const second = await createCourse({ ...base, slug: '' });
    expect(second.json()).toMatchObject({ data: { slug: 'sleep-well-wake-kind-2' } });
    const typed = await createCourse({ ...base, slug: 'rest-and-repair' });
    expect(typed.json()).toMatchObject({ data: { slug: 'rest-and-repair' } });
  });
});
