import type { FastifyInstance } from 'fastify';
import { publicEndpoints } from '../../../src/contract/endpoints';
import { getResource } from '../../../src/resources';
import { requireUser } from '../../auth/guards';
import type { DbOrTrx } from '../../db/schema';
import { loose } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../errors';
import { parseListOptions } from '../../records/listOptions';
import { listRecords } from '../../records/listQuery';
import { isObject } from '../../records/validation';
import { createRecord, deleteRecord, updateRecord } from '../../records/store';
import { bodyId } from '../ids';
import { withTopicTitles } from './names';
import { actorOf, jsonBody, pageOf, wrapped } from './request';

const notes = getResource('notes');

/** Whether the topic belongs to a course the student is enrolled on. */
async function isStudentsTopic(db: DbOrTrx, userId: number, topicId: number): Promise<boolean> {
  const row = await loose(db)
    .selectFrom('topics')
    .innerJoin('enrolments', 'enrolments.course_id', 'topics.course_id')
    .select('topics.id')
    .where('topics.id', '=', topicId)
    .where('enrolments.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The student's own notes (docs/legacy-api.md §7). Every query is scoped to the caller, so another
 * student's note is answered exactly like a note that does not exist: 404.
 */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  const ownNote = async (userId: number, rawId: unknown): Promise<number> => {
    const id = bodyId('id', rawId);
    const row = await loose(db)
      .selectFrom('notes')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Note');
    return id;
  };

  app.get(publicEndpoints.getNotes.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    // `topic_id` narrows the list to one topic: the course player's notes panel.
    const topic = isObject(request.query) ? request.query.topic_id : undefined;
    const topicId = topic === undefined || topic === '' ? undefined : bodyId('topic_id', topic);
    const page = await listRecords(db, notes, {
      ...parseListOptions(notes, { page: pageOf(request), sort: 'id', order: 'desc' }),
      filter: topicId === undefined ? { user_id: user.id } : { user_id: user.id, topic_id: topicId },
    });
    return { data: { ...page, data: await withTopicTitles(db, page.data) } };
  });

  app.post(publicEndpoints.addNote.path, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    const topicData = wrapped(jsonBody(request), 'topic_data');
    const topicId =
      topicData.topic_id === undefined || topicData.topic_id === null || topicData.topic_id === ''
        ? null
        : bodyId('topic_id', topicData.topic_id);
    if (topicId !== null && !(await isStudentsTopic(db, user.id, topicId)))
      throw unprocessable({ topic_id: ['The selected topic is not part of one of your courses.'] });
    const saved = await createRecord(
      db,
      notes,
      { description: topicData.description, topic_id: topicId, user_id: user.id },
      { only: ['description', 'topic_id', 'user_id'], actor: actorOf(request, user.id) },
    );
    const [note] = await withTopicTitles(db, [saved]);
    reply.code(201);
    return { data: note };
  });

  app.post(publicEndpoints.updateNote.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const body = jsonBody(request);
    const id = await ownNote(user.id, body.id);
    // A note on a lesson's topic is a learning write: it needs the course's enrolment still.
    const { topic_id: topicId } = await loose(db)
      .selectFrom('notes')
      .select('topic_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (topicId !== null && !(await isStudentsTopic(db, user.id, Number(topicId))))
      throw new HttpError(403, 'You are no longer enrolled in this course.');
    // Only the text changes here: a note never moves to another student or topic.
    const saved = await updateRecord(
      db,
      notes,
      id,
      { description: body.description ?? null },
      { only: ['description'], actor: actorOf(request, user.id) },
    );
    const [note] = await withTopicTitles(db, [saved]);
    return { data: note };
  });

  app.post(publicEndpoints.deleteNote.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const id = await ownNote(user.id, jsonBody(request).id);
    await deleteRecord(db, notes, id, { actor: actorOf(request, user.id) });
    return { data: { id } };
  });
}
