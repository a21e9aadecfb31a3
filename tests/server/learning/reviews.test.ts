import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { enrol, examCourse } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function enrolledStudent() {
  const student = await server.signInAsStudent();
  const course = await examCourse(server);
  await enrol(server, student.userId, course.courseId);
  return { student, course };
}

describe('a student’s review of a course', () => {
  it('is written once per course, waits for approval, and an edit changes that one review', async () => {
    const { student, course } = await enrolledStudent();
    expect((await student.get(`/api/learn/${course.slug}/review`)).json()).toMatchObject({ review: null });

    const written = await student.post(`/api/learn/${course.slug}/review`, {
      rating: 4,
      review: '  Gentle and clear.  ',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      review: { rating: 4, review: 'Gentle and clear.', status: 'pending' },
    });

    const admin = await server.signInAsAdmin();
    const id = written.json<{ review: { id: number } }>().review.id;
    expect(
      (await admin.admin('POST', 'reviews/approved', { approvedId: id, status: 'approved' })).statusCode,
    ).toBe(200);

    const edited = await student.post(`/api/learn/${course.slug}/review`, {
      rating: 5,
      review: 'Even better on a second read.',
    });
    expect(edited.json()).toMatchObject({
      review: { id, rating: 5, review: 'Even better on a second read.', status: 'pending' },
    });

    const rows = await server.db
      .selectFrom('reviews' as never)
      .selectAll()
      .where('course_id' as never, '=', course.courseId as never)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: student.userId, rating: 5, status: 'pending' });
  });

  it('shows the author, course, rating and text in the console’s review list', async () => {
    const { student, course } = await enrolledStudent();
    await student.post(`/api/learn/${course.slug}/review`, { rating: 3, review: 'Helpful exercises.' });
    const admin = await server.signInAsAdmin();
    const list = await admin.admin('POST', 'reviews/reviews', {
      page: 1,
      filter: { course_id: course.courseId },
    });
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        user_id: student.userId,
        course_id: course.courseId,
        rating: 3,
        review: 'Helpful exercises.',
      }),
    ]);
  });

  it('refuses a rating outside 1 to 5 and an empty review with the field’s message (422)', async () => {
    const { student, course } = await enrolledStudent();
    const badRating = await student.post(`/api/learn/${course.slug}/review`, { rating: 6, review: 'Fine.' });
    expect(badRating.statusCode).toBe(422);
    expect(badRating.json<{ errors: Record<string, string[]> }>().errors.rating).toBeDefined();
    const empty = await student.post(`/api/learn/${course.slug}/review`, { rating: 4, review: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.review).toBeDefined();
  });

  it('is refused to a student who is not enrolled (403) and to a visitor (401)', async () => {
    const course = await examCourse(server);
    const stranger = await server.signInAsStudent();
    expect(
      (await stranger.post(`/api/learn/${course.slug}/review`, { rating: 5, review: 'Hi' })).statusCode,
    ).toBe(403);
    expect(
      (await server.client().post(`/api/learn/${course.slug}/review`, { rating: 5, review: 'Hi' }))
        .statusCode,
    ).toBe(401);
  });
});
