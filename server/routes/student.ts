import type { FastifyInstance } from 'fastify';
import { studentEndpoints } from '../../src/contract/endpoints';
import { getResource } from '../../src/resources';
import { requireUser } from '../auth/guards';
import { loose } from '../db/schema';
import { fromRow } from '../records/wire';
import { enrolledCourseStates } from '../learning/myCourses';
import { learnRoutes } from './student/learn';
import { withCourseNames } from './student/names';
import { learningRoutes } from './student/learning';
import { noteRoutes } from './student/notes';
import { profileRoutes } from './student/profile';
import { supportLineRoutes } from './student/supportLines';

const courses = getResource('courses');
const orders = getResource('orders');

/**
 * The signed-in student's calls (docs/API.md): their courses and topics, orders, notes and
 * profile. Each answers 401 to a visitor and only ever reads or changes the caller's own rows.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get(studentEndpoints.topics.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const rows = await loose(db)
      .selectFrom('topics')
      .innerJoin('enrolments', 'enrolments.course_id', 'topics.course_id')
      .innerJoin('courses', 'courses.id', 'topics.course_id')
      .select([
        'topics.id as id',
        'topics.title as title',
        'topics.course_id as course_id',
        'courses.title as course_title',
      ])
      .where('enrolments.user_id', '=', user.id)
      .orderBy('courses.title')
      .orderBy('topics.sort_order')
      .orderBy('topics.id')
      .execute();
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        course_id: Number(row.course_id),
        course_title: row.course_title,
      })),
    };
  });

  app.get(studentEndpoints.myCourses.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const enrolments = await db
      .selectFrom('enrolments')
      .select(['course_id', 'enrolled_at', 'paused_at'])
      .where('user_id', '=', user.id)
      .orderBy('enrolled_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    if (enrolments.length === 0) return { data: [] };
    const rows = await loose(db)
      .selectFrom('courses')
      .selectAll()
      .where(
        'id',
        'in',
        enrolments.map((e) => e.course_id),
      )
      .execute();
    const states = await enrolledCourseStates(
      db,
      user.id,
      enrolments.map((e) => ({ ...e, course_id: Number(e.course_id) })),
    );
    const byId = new Map(rows.map((row) => [Number(row.id), fromRow(courses, row)]));
    const named = await withCourseNames(db, [...byId.values()]);
    const namedById = new Map(named.map((course) => [Number(course.id), course]));
    return {
      data: enrolments.flatMap((enrolment) => {
        const course = namedById.get(Number(enrolment.course_id));
        const state = states.get(Number(enrolment.course_id));
        return course && state ? [{ ...course, ...state, enrolled_at: enrolment.enrolled_at }] : [];
      }),
    };
  });

  app.get(studentEndpoints.myOrders.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const rows = await loose(db)
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { data: rows.map((row) => fromRow(orders, row)) };
  });

  await app.register(learnRoutes);
  await app.register(noteRoutes);
  await app.register(profileRoutes);
  await app.register(supportLineRoutes);
  await app.register(learningRoutes);
}
