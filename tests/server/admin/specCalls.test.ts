/**
 * Every admin call of docs/legacy-api.md §7, over HTTP, with its documented body; each answer in the
 * legacy shape of docs/API.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, getResource } from '../../../src/resources';
import { addedAdminCalls, specAdminCalls } from '../../fixtures/specCalls';
import { type Ids, makeRecord, nextN, sampleOf, samples } from '../helpers/records';
import { type Call, type SpecEntry, specEntries } from '../helpers/specBodies';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

type Rec = Record<string, unknown>;

let server: TestServer;
let admin: TestClient;
const made = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

async function call({ method, path, body }: Call): Promise<Response> {
  made.add(`${method} ${path}`);
  return admin.admin(method, path, body);
}

/** The record of a `{data}` or `{data: [record]}` answer. */
function recordOf(response: Response, read?: 'data[0]'): Rec {
  const body = response.json<{ data: Rec | Rec[] }>();
  if (read === 'data[0]') {
    expect(Array.isArray(body.data)).toBe(true);
    return (body.data as Rec[])[0];
  }
  expect(Array.isArray(body.data)).toBe(false);
  return body.data as Rec;
}

/** What the server answers for a value it was sent: write-only and normalized fields aside. */
function expectSaved(key: string, sent: Rec, saved: Rec) {
  for (const field of getResource(key).fields) {
    if (!(field.name in sent) || field.readOnly) continue;
    // Left empty, a slug is made from its source field.
    if (field.slugFrom && !sent[field.name]) continue;
    if (field.kind === 'password') {
      expect(saved, `${key}.${field.name} is never answered`).not.toHaveProperty(field.name);
      continue;
    }
    const expected = field.upperCase ? String(sent[field.name]).toUpperCase() : sent[field.name];
    expect(saved[field.name], `${key}.${field.name}`).toEqual(expected);
  }
  expect(saved).not.toHaveProperty('password_hash');
}

const PAGED_KEYS = ['data', 'current_page', 'last_page', 'total', 'per_page', 'from', 'to'];

/** The calls of docs/legacy-api.md (or docs/API.md) the resource makes. */
function specOf(key: string): SpecEntry {
  const entry = specEntries[key];
  if (!entry) throw new Error(`${key} has no calls written out in tests/api/specBodies.ts`);
  return entry;
}

async function findById(key: string, id: number): Promise<Rec[]> {
  const { list } = specOf(key);
  const response = await admin.admin(list.method, list.path, { ...list.body, filter: { id } });
  expect(response.statusCode).toBe(200);
  const body = response.json<Rec>();
  const paged = (key === 'tips' ? body.all : body) as { data: Rec[] };
  return paged.data;
}

/** Records the resource points at, made directly in the database. */
async function dependencies(key: string): Promise<Ids> {
  const ids: Ids = {};
  for (const field of getResource(key).fields)
    if (field.reference && field.reference !== key && ids[field.reference] === undefined)
      ids[field.reference] = await makeRecord(server.db, field.reference, ids);
  return ids;
}

describe('every admin call of docs/legacy-api.md §7', () => {
  it.each(allResources.map((r) => r.key).filter((key) => specEntries[key]))(
    '%s: list, create, update and delete answer the legacy shapes',
    async (key) => {
      const entry = specOf(key);
      const ids = await dependencies(key);

      let id: number;
      const sample = sampleOf(key)(ids, nextN());
      if (entry.create) {
        const created = await call(entry.create(sample));
        expect(created.statusCode, created.body).toBe(201);
        const record = recordOf(created, entry.read?.create);
        expect(record.id).toEqual(expect.any(Number));
        expectSaved(key, sample, record);
        id = Number(record.id);
      } else {
        // A record the server keeps (a paid order) is never deleted: this one is in a state that may be.
        const kept = getResource(key).deletableWhen;
        id = await makeRecord(server.db, key, ids, kept ? { [kept.field]: kept.values[0] } : {});
      }

      const listed = await call(entry.list);
      expect(listed.statusCode, listed.body).toBe(200);
      const body = listed.json<Rec>();
      const paged = (key === 'tips' ? body.all : body) as Rec;
      if (key === 'tips') expect(body).toHaveProperty('featured');
      expect(Object.keys(paged).sort()).toEqual([...PAGED_KEYS].sort());
      expect(paged.total).toBeGreaterThanOrEqual(1);
      expect((await findById(key, id)).map((r) => r.id)).toEqual([id]);

      if (entry.update) {
        const changed = sampleOf(key)(ids, nextN());
        const updated = await call(entry.update(changed, id));
        expect(updated.statusCode, updated.body).toBe(200);
        const record = recordOf(updated);
        expect(record.id).toBe(id);
        const sent = (entry.update(changed, id).body ?? {}) as Rec;
        const fields = Object.values(sent).find(
          (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
        );
        expectSaved(key, (fields as Rec | undefined) ?? sent, record);
      }

      if (!entry.remove) return;
      const removed = await call({ method: 'POST', path: entry.remove, body: { id } });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(recordOf(removed, entry.read?.remove).id).toBe(id);
      expect(await findById(key, id)).toEqual([]);
    },
  );

  it('changes a comment status and answers the changed comment', async () => {
    const id = await makeRecord(server.db, 'blog_comments');
    const response = await call({
      method: 'POST',
      path: 'blog-comments/update-comment-status',
      body: { id, approve_status: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    expect(recordOf(response)).toMatchObject({ id, approve_status: 'approved' });
  });

  it('approves a review with {approvedId, status} and answers the review', async () => {
    const id = await makeRecord(server.db, 'reviews');
    const response = await call({
      method: 'POST',
      path: 'reviews/approved',
      body: { approvedId: id, status: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    expect(recordOf(response)).toMatchObject({ id, status: 'approved' });
  });

  it('features a tip with {id} and answers the tip', async () => {
    const id = await makeRecord(server.db, 'tips');
    const response = await call({ method: 'POST', path: 'tips/update-tip-status', body: { id } });
    expect(response.statusCode).toBe(200);
    expect(recordOf(response)).toMatchObject({ id, featured: 1 });
  });

  it('changes a user role with {user_id, role_id} and answers the user', async () => {
    const id = await makeRecord(server.db, 'users');
    const response = await call({
      method: 'POST',
      path: 'user/update-user-role',
      body: { user_id: id, role_id: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(recordOf(response)).toMatchObject({ id, role_id: 2 });
  });

  it('lists every lesson as {id, title, course_id} for selects', async () => {
    const ids: Ids = {};
    const first = await makeRecord(server.db, 'lessons', ids);
    const second = await makeRecord(server.db, 'lessons', ids);
    const response = await call({ method: 'GET', path: 'quiz/get_lesson_list' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Rec[] }>().data;
    for (const lesson of data) expect(Object.keys(lesson).sort()).toEqual(['course_id', 'id', 'title']);
    expect(data.map((lesson) => lesson.id)).toEqual(expect.arrayContaining([first, second]));
  });

  it('creates a blog post from a multipart form', async () => {
    const ids = await dependencies('blogs');
    const sample = samples.blogs(ids, nextN());
    const form = new FormData();
    for (const [name, value] of Object.entries(sample))
      if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, String(item));
      else form.append(name, String(value));
    made.add('POST create_blog_post');
    const response = await admin.postForm('/api/admin/create_blog_post', form);
    expect(response.statusCode, response.body).toBe(201);
    expectSaved('blogs', sample, recordOf(response));
  });

  it('made every call of docs/legacy-api.md §7, and no other but those docs/API.md adds', () => {
    const added = addedAdminCalls(allResources);
    expect([...made].filter((c) => !added.includes(c)).sort()).toEqual([...specAdminCalls].sort());
  });
});
