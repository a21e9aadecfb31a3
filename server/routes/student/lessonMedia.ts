import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type LessonMedia,
  type PositionSaved,
  WATCHED_SHARE,
  lessonMediaEndpoints,
} from '../../../src/contract/lessonMedia';
import type { ActiveSession } from '../../auth/sessions';
import { type DbOrTrx, type Row, loose } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { readAccommodations } from '../../learning/accommodations';
import { completeLesson } from '../../learning/lessonCompletion';
import { sendStoredFile } from '../../media/sendStored';
import { isObject } from '../../records/validation';
import { isAudioExtension, mimeOfExtension } from '../../uploads/fileTypes';
import { STORED_NAME } from '../../uploads/store';

/** The stored name an `/uploads/<name>` value points to. */
const storedName = (value: unknown): string | undefined => {
  const name = typeof value === 'string' ? /^\/uploads\/([^/?#]+)$/.exec(value)?.[1] : undefined;
  return name && STORED_NAME.test(name) ? name : undefined;
};

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

const lessonPath = (path: string, slug: string, lessonId: number) =>
  path.replace(':slug', encodeURIComponent(slug)).replace(':lessonId', String(lessonId));

/** Close enough to the end that the next visit starts again from the beginning. */
const atTheEnd = (position: number, duration: number | null) =>
  duration !== null && position >= Math.max(duration * 0.98, duration - 3);

/** The lesson's own media as the player is given it; null when the lesson has none. */
export async function shownMedia(
  db: DbOrTrx,
  { slug, lessonId, learner, row }: { slug: string; lessonId: number; learner: number; row: Row },
): Promise<LessonMedia | null> {
  const name = storedName(row.media);
  if (!name) return null;
  const ext = extensionOf(name);
  const duration =
    row.media_seconds === null || row.media_seconds === undefined ? null : Number(row.media_seconds);
  const [saved, accommodations] =
    learner === 0
      ? [undefined, undefined]
      : await Promise.all([
          db
            .selectFrom('lesson_media_positions')
            .select('position_seconds')
            .where('user_id', '=', learner)
            .where('lesson_id', '=', lessonId)
            .executeTakeFirst(),
          readAccommodations(db, learner),
        ]);
  const position = saved ? Number(saved.position_seconds) : 0;
  return {
    kind: isAudioExtension(ext) ? 'audio' : 'video',
    src: lessonPath(lessonMediaEndpoints.media.path, slug, lessonId),
    type: mimeOfExtension(ext) ?? 'application/octet-stream',
    captions_src: storedName(row.captions)
      ? lessonPath(lessonMediaEndpoints.captions.path, slug, lessonId)
      : null,
    duration_seconds: duration,
    position_seconds: atTheEnd(position, duration) ? 0 : position,
    captions_by_default: accommodations?.captions_by_default ?? false,
  };
}

interface OpenedLesson {
  lessonId: number;
  session: ActiveSession | null;
  row: Row;
}

interface Access {
  /** The lesson if the caller may open it (an admin may open any); else the lesson call's refusal. */
  openLesson(request: FastifyRequest): Promise<OpenedLesson>;
  /** The lesson of an enrolled student's course once it is open to them. */
  enrolledLesson(request: FastifyRequest): Promise<{ lessonId: number; userId: number; courseId: number }>;
}

/**
 * A lesson's media and captions, answered only to those who may open the lesson (checked on
 * every request with the session, as the lesson itself is), with range requests; and where the
 * student stopped, which completes the lesson once 90% of the media's length is reached.
 */
export async function lessonMediaRoutes(app: FastifyInstance, access: Access): Promise<void> {
  const { db } = app.ctx;

  const serve = (column: 'media' | 'captions') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { row } = await access.openLesson(request);
    const name = storedName(row[column]);
    if (!name) throw notFound(column === 'media' ? 'Media' : 'Captions');
    const ext = extensionOf(name);
    return sendStoredFile(request, reply, app.ctx.files, name, {
      type:
        column === 'captions'
          ? 'text/vtt; charset=utf-8'
          : (mimeOfExtension(ext) ?? 'application/octet-stream'),
      // Answered after a session check: kept by no shared cache, and by the browser only briefly.
      cacheControl: 'private, max-age=3600',
    });
  };
  app.get(lessonMediaEndpoints.media.path, { compress: false }, serve('media'));
  app.get(lessonMediaEndpoints.captions.path, { compress: false }, serve('captions'));

  app.post(lessonMediaEndpoints.position.path, async (request): Promise<{ data: PositionSaved }> => {
    const { lessonId, userId, courseId } = await access.enrolledLesson(request);
    const body = isObject(request.body) ? request.body : {};
    const sent = body.position_seconds;
    if (typeof sent !== 'number' || !Number.isFinite(sent) || sent < 0)
      throw unprocessable({ position_seconds: ['Send the position as a number of seconds, 0 or more.'] });
    const lesson = await loose(db)
      .selectFrom('lessons')
      .select('media_seconds')
      .where('id', '=', lessonId)
      .executeTakeFirst();
    const known = lesson?.media_seconds;
    const duration = known === null || known === undefined ? null : Number(known);
    // A position past the end is the end: the server knows the media's length.
    const position = Math.round((duration === null ? sent : Math.min(sent, duration)) * 1000) / 1000;
    const now = new Date().toISOString();
    await db
      .insertInto('lesson_media_positions')
      .values({ user_id: userId, lesson_id: lessonId, position_seconds: position, updated_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'lesson_id'])
          .doUpdateSet({ position_seconds: position, updated_at: now }),
      )
      .execute();
    if (duration === null || position < duration * WATCHED_SHARE)
      return {
        data: {
          position_seconds: position,
          completed: false,
          completed_at: null,
          progress: null,
          certificate: null,
        },
      };
    const outcome = await completeLesson(app.ctx, userId, courseId, lessonId);
    return {
      data: {
        position_seconds: position,
        completed: true,
        completed_at: outcome.completedAt,
        progress: outcome.progress,
        certificate: outcome.certificate
          ? { code: outcome.certificate.code, status: outcome.certificate.status }
          : null,
      },
    };
  });
}
