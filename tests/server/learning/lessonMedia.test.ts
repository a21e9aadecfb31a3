/** A lesson's own video or audio: who may fetch it, range requests, resuming and 90% watched. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

const MEDIA = path.join(__dirname, '../../../server/seed/media');
let server: TestServer;
let admin: TestClient;
let video: Buffer;
let captions: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  video = await readFile(path.join(MEDIA, 'breathing.mp4'));
  captions = await readFile(path.join(MEDIA, 'breathing.vtt'));
});
afterAll(async () => {
  await server.close();
});

async function upload(kind: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return admin.postForm('/api/admin/uploads', form);
}

const urlOf = (response: { json: <T>() => T }) => response.json<{ data: { url: string } }>().data.url;

/** A published course with one video lesson (captions too), and a student enrolled in it. */
async function mediaCourse(options: { preview?: boolean } = {}) {
  const ids: Ids = {};
  const slug = `media-${Math.random().toString(36).slice(2, 10)}`;
  const courseId = await makeRecord(server.db, 'courses', ids, { slug, status: 'published' });
  ids.courses = courseId;
  const media = urlOf(await upload('media', video, 'breathing.mp4'));
  const vtt = urlOf(await upload('captions', captions, 'breathing.vtt'));
  const lessonId = await makeRecord(server.db, 'lessons', ids, {
    course_id: courseId,
    topic_id: null,
    is_preview: options.preview ? 1 : 0,
    content_note: null,
    video_url: null,
    media,
    captions: vtt,
    transcript: 'Breathe in slowly. And breathe out.',
  });
  const student = await server.signInAsStudent();
  await server.db
    .insertInto('enrolments')
    .values({
      user_id: student.userId,
      course_id: courseId,
      progress: 0,
      enrolled_at: new Date().toISOString(),
    })
    .execute();
  const base = `/api/learn/${slug}/lessons/${lessonId}`;
  return { slug, courseId, lessonId, media, vtt, student, base };
}

const ranged = (client: TestClient, url: string, range: string) =>
  client.request('GET', url, { headers: { range } });

describe('a lesson’s own media', () => {
  it('gives an enrolled student the video, its captions, transcript and length with the lesson', async () => {
    const c = await mediaCourse();
    const lesson = await c.student.get(c.base);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      video: null,
      transcript: 'Breathe in slowly. And breathe out.',
      media: {
        kind: 'video',
        src: `${c.base}/media`,
        type: 'video/mp4',
        captions_src: `${c.base}/captions`,
        duration_seconds: 8,
        position_seconds: 0,
        captions_by_default: false,
      },
    });
    const vtt = await c.student.get(`${c.base}/captions`);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe(captions.toString('utf8'));
  });

  it('turns the captions on from the start when the student’s setting says so', async () => {
    const c = await mediaCourse();
    const set = await c.student.post('/api/my/accommodations', { captions_by_default: true });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ data: { captions_by_default: boolean } }>().data.captions_by_default).toBe(true);
    const lesson = await c.student.get(c.base);
    expect(lesson.json<{ data: { media: unknown } }>().data.media).toMatchObject({
      captions_by_default: true,
    });
  });

  it('streams the media in ranges: 206 with Content-Range, the whole file with Accept-Ranges, 416 past the end', async () => {
    const c = await mediaCourse();
    const whole = await c.student.get(`${c.base}/media`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const first = await ranged(c.student, `${c.base}/media`, 'bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const rest = await ranged(c.student, `${c.base}/media`, 'bytes=1000-');
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${video.length - 1}/${video.length}`);
    expect(rest.rawPayload.equals(video.subarray(1000))).toBe(true);

    const tail = await ranged(c.student, `${c.base}/media`, 'bytes=-500');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);

    const past = await ranged(c.student, `${c.base}/media`, `bytes=${video.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('refuses the media to a student who is not enrolled (403) and a visitor (401), and hides its upload address from them', async () => {
    const c = await mediaCourse();
    const stranger = await server.signInAsStudent();
    expect((await stranger.get(`${c.base}/media`)).statusCode).toBe(403);
    expect((await stranger.get(`${c.base}/captions`)).statusCode).toBe(403);
    expect((await server.client().get(`${c.base}/media`)).statusCode).toBe(401);
    // The stored file's own address answers as if there were no such file, but to an admin.
    expect((await stranger.get(c.media)).statusCode).toBe(404);
    expect((await server.client().get(c.vtt)).statusCode).toBe(404);
    expect((await c.student.get(c.media)).statusCode).toBe(404);
    const seen = await ranged(admin, c.media, 'bytes=0-9');
    expect(seen.statusCode).toBe(206);
    expect(seen.rawPayload.equals(video.subarray(0, 10))).toBe(true);
  });

  it('refuses the media of a topic that has not opened yet, saying when it opens', async () => {
    const c = await mediaCourse();
    const topicId = await makeRecord(
      server.db,
      'topics',
      { courses: c.courseId },
      {
        course_id: c.courseId,
        opens_after_days: 7,
      },
    );
    await server.db
      .updateTable('lessons' as never)
      .set({ topic_id: topicId } as never)
      .where('id' as never, '=', c.lessonId as never)
      .execute();
    const refused = await c.student.get(`${c.base}/media`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/^This lesson opens on /);
  });

  it('plays a free preview’s media to anyone', async () => {
    const c = await mediaCourse({ preview: true });
    const visitor = await ranged(server.client(), `${c.base}/media`, 'bytes=0-9');
    expect(visitor.statusCode).toBe(206);
  });

  it('remembers where the student stopped and starts there next time', async () => {
    const c = await mediaCourse();
    const saved = await c.student.post(`${c.base}/position`, { position_seconds: 3.25 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: unknown }>().data).toMatchObject({ position_seconds: 3.25, completed: false });
    const again = await c.student.post(`${c.base}/position`, { position_seconds: 4.5 });
    expect(again.statusCode).toBe(200);
    const lesson = await c.student.get(c.base);
    expect(lesson.json<{ data: { media: { position_seconds: number } } }>().data.media.position_seconds).toBe(
      4.5,
    );
    // Another student's place is their own.
    const other = await server.signInAsStudent();
    await server.db
      .insertInto('enrolments')
      .values({
        user_id: other.userId,
        course_id: c.courseId,
        progress: 0,
        enrolled_at: new Date().toISOString(),
      })
      .execute();
    const theirs = await other.get(c.base);
    expect(theirs.json<{ data: { media: { position_seconds: number } } }>().data.media.position_seconds).toBe(
      0,
    );
  });

  it('counts the lesson complete once 90% of the media is reached, and not before', async () => {
    const c = await mediaCourse();
    const early = await c.student.post(`${c.base}/position`, { position_seconds: 7.1 });
    expect(early.json<{ data: unknown }>().data).toMatchObject({ completed: false, completed_at: null });
    expect(
      (await c.student.get(c.base)).json<{ data: { completed_at: unknown } }>().data.completed_at,
    ).toBeNull();

    const watched = await c.student.post(`${c.base}/position`, { position_seconds: 7.2 });
    expect(watched.statusCode).toBe(200);
    const answer = watched.json<{ data: { completed: boolean; completed_at: string; progress: unknown } }>()
      .data;
    expect(answer.completed).toBe(true);
    expect(answer.progress).toMatchObject({ completed: 1, lessons: 1, percent: 100 });
    const lesson = (await c.student.get(c.base)).json<{ data: { completed_at: string; media: unknown } }>()
      .data;
    expect(lesson.completed_at).toBe(answer.completed_at);
    // Stopped at the end: the next visit starts from the beginning.
    const end = await c.student.post(`${c.base}/position`, { position_seconds: 60 });
    expect(end.json<{ data: { position_seconds: number } }>().data.position_seconds).toBe(8);
    expect((await c.student.get(c.base)).json<{ data: { media: unknown } }>().data.media).toMatchObject({
      position_seconds: 0,
    });
  });

  it('refuses a position that is not a number of seconds, naming the field, and one from a student not enrolled', async () => {
    const c = await mediaCourse();
    for (const position_seconds of ['3', -1, null]) {
      const refused = await c.student.post(`${c.base}/position`, { position_seconds });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('position_seconds');
    }
    const stranger = await server.signInAsStudent();
    expect((await stranger.post(`${c.base}/position`, { position_seconds: 1 })).statusCode).toBe(403);
  });
});

describe('uploading a lesson’s media and captions', () => {
  it('refuses captions that are not WebVTT, saying what is wrong', async () => {
    const notVtt = await upload(
      'captions',
      Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHello\n'),
      'x.srt',
    );
    expect(notVtt.statusCode).toBe(422);
    expect(notVtt.json<{ errors: { file: string[] } }>().errors.file[0]).toBe(
      'A WebVTT file starts with the line WEBVTT.',
    );
    const badTiming = await upload(
      'captions',
      Buffer.from('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHi\n'),
      'x.vtt',
    );
    expect(badTiming.statusCode).toBe(422);
    expect(badTiming.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(
      /^Line 3 is not a cue timing/,
    );
  });

  it('refuses media that is not MP4, M4A or MP3', async () => {
    const refused = await upload('media', captions, 'notes.mp4');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(
      /MP4 video, or M4A or MP3 audio/,
    );
  });

  it('keeps the media’s length and refuses a lesson whose media field names anything but an uploaded media file', async () => {
    const c = await mediaCourse();
    const handout = urlOf(await upload('file', Buffer.from('plain words'), 'notes.txt'));
    const refused = await admin.admin('POST', 'lesson/edit', {
      lesson_data: { id: c.lessonId, media: handout },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('media');
    const wrongCaptions = await admin.admin('POST', 'lesson/edit', {
      lesson_data: { id: c.lessonId, captions: c.media },
    });
    expect(wrongCaptions.statusCode).toBe(422);
    expect(wrongCaptions.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('captions');
    const audio = urlOf(await upload('media', await readFile(path.join(MEDIA, 'grounding.mp3')), 'g.mp3'));
    const changed = await admin.admin('POST', 'lesson/edit', {
      lesson_data: { id: c.lessonId, media: audio },
    });
    expect(changed.statusCode).toBe(200);
    const lesson = (await c.student.get(c.base)).json<{ data: { media: unknown } }>().data;
    expect(lesson.media).toMatchObject({ kind: 'audio', type: 'audio/mpeg', duration_seconds: 7.236 });
  });
});
