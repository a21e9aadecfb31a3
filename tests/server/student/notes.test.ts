import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { HttpTab } from './httpTab';

interface Note {
  id: number;
  description: string;
  topic_id: number | null;
  topic_title: string | null;
  user_id: number;
}
interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

let server: TestServer;
let url: string;
let alice: HttpTab;
let bob: HttpTab;
let aliceId: number;
let aliceTopic: number;
let otherTopic: number;

beforeAll(async () => {
  server = await startTestServer();
  url = await server.listen();
  const a = await server.createStudent('Alice');
  const b = await server.createStudent('Bob');
  aliceId = a.id;
  alice = await new HttpTab(url).signIn(a.email, a.password);
  bob = await new HttpTab(url).signIn(b.email, b.password);

  const course = await makeRecord(server.db, 'courses');
  aliceTopic = await makeRecord(server.db, 'topics', { courses: course }, { title: 'Breathing' });
  otherTopic = await makeRecord(server.db, 'topics', {}, { title: 'Not Alice’s course' });
  await server.db
    .insertInto('enrolments')
    .values({ user_id: a.id, course_id: course, progress: 20, enrolled_at: new Date().toISOString() })
    .execute();
});
afterAll(async () => {
  await server?.close();
});

async function addNote(tab: HttpTab, description: string, topicId: number | null = null) {
  return tab.post<{ data: Note }>('/api/add_note', { topic_data: { topic_id: topicId, description } });
}

describe('student notes', () => {
  it('adds a note under a topic of an enrolled course and lists it with the topic title', async () => {
    const added = await addNote(alice, 'Box breathing: in four, hold four', aliceTopic);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      description: 'Box breathing: in four, hold four',
      topic_id: aliceTopic,
      topic_title: 'Breathing',
      user_id: aliceId,
    });

    const list = await alice.get<{ data: Paged<Note> }>('/api/get_notes');
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((n) => n.description)).toContain('Box breathing: in four, hold four');
    expect(list.body.data).toMatchObject({ current_page: 1, last_page: 1 });
  });

  it('names each note’s course and lists one topic’s notes when asked, for the course player', async () => {
    await addNote(alice, 'On breathing, for the player', aliceTopic);
    await addNote(alice, 'A general thought');
    const list = await alice.get<{ data: Paged<Note & { course_title: string | null }> }>(
      `/api/get_notes?topic_id=${aliceTopic}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.data.length).toBeGreaterThan(0);
    expect(list.body.data.data.every((n) => n.topic_id === aliceTopic)).toBe(true);
    expect(list.body.data.data[0]).toMatchObject({
      description: 'On breathing, for the player',
      course_title: expect.any(String),
    });
    const bobs = await bob.get<{ data: Paged<Note> }>(`/api/get_notes?topic_id=${aliceTopic}`);
    expect(bobs.body.data.data).toEqual([]);
    expect((await alice.get('/api/get_notes?topic_id=abc')).status).toBe(422);
  });

  it('lists the newest note first', async () => {
    await addNote(alice, 'Older thought');
    await addNote(alice, 'Newer thought');
    const list = await alice.get<{ data: Paged<Note> }>('/api/get_notes');
    const texts = list.body.data.data.map((n) => n.description);
    expect(texts.indexOf('Newer thought')).toBeLessThan(texts.indexOf('Older thought'));
  });

  it('refuses a topic of a course the student is not enrolled on', async () => {
    const added = await addNote(alice, 'Sneaky', otherTopic);
    expect(added.status).toBe(422);
    expect(added.body).toHaveProperty('errors.topic_id');
  });

  it('refuses a note without text, naming the field', async () => {
    const added = await addNote(alice, '   ');
    expect(added.status).toBe(422);
    expect(added.body).toHaveProperty('errors.description');
  });

  it('updates only the text of the student’s own note', async () => {
    const { body } = await addNote(alice, 'Draft', aliceTopic);
    const updated = await alice.post<{ data: Note }>('/api/update_a_note', {
      id: body.data.id,
      description: 'Final',
      user_id: 999,
      topic_id: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: body.data.id,
      description: 'Final',
      user_id: aliceId,
      topic_id: aliceTopic,
    });
  });

  it('deletes the student’s own note', async () => {
    const { body } = await addNote(alice, 'Temporary');
    const deleted = await alice.post<{ data: { id: number } }>('/api/delete_a_note', { id: body.data.id });
    expect(deleted).toEqual({ status: 200, body: { data: { id: body.data.id } } });
    const list = await alice.get<{ data: Paged<Note> }>('/api/get_notes');
    expect(list.body.data.data.map((n) => n.id)).not.toContain(body.data.id);
  });
});

describe('notes of two students', () => {
  it("keeps each student's notes out of the other's list", async () => {
    await addNote(alice, 'Alice private');
    await addNote(bob, 'Bob private');
    const aliceList = (await alice.get<{ data: Paged<Note> }>('/api/get_notes')).body.data.data;
    const bobList = (await bob.get<{ data: Paged<Note> }>('/api/get_notes')).body.data.data;
    expect(aliceList.map((n) => n.description)).not.toContain('Bob private');
    expect(bobList.map((n) => n.description)).toEqual(['Bob private']);
  });

  it("answers 404 when one student edits or deletes another's note, and leaves it alone", async () => {
    const { body } = await addNote(alice, 'Mine alone');
    const id = body.data.id;
    const edit = await bob.post('/api/update_a_note', { id, description: 'Hijacked' });
    expect(edit.status).toBe(404);
    const remove = await bob.post('/api/delete_a_note', { id });
    expect(remove.status).toBe(404);
    // The same answer as a note that never existed: nothing is given away.
    const missing = await bob.post('/api/delete_a_note', { id: 987654 });
    expect(remove.body).toEqual(missing.body);

    const still = (await alice.get<{ data: Paged<Note> }>('/api/get_notes')).body.data.data.find(
      (n) => n.id === id,
    );
    expect(still?.description).toBe('Mine alone');
  });
});

describe('notes for a visitor', () => {
  it.each([
    ['GET', '/api/get_notes'],
    ['POST', '/api/add_note'],
    ['POST', '/api/update_a_note'],
    ['POST', '/api/delete_a_note'],
  ])('answers 401 to %s %s', async (method, path) => {
    const visitor = new HttpTab(url);
    const answer =
      method === 'GET'
        ? await visitor.get(path)
        : await visitor.post(path, { id: 1, topic_data: { description: 'x' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });
});
