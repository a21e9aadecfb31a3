import type { DbOrTrx, Row } from '../db/schema';
import { unprocessable } from '../errors';
import { STORED_NAME } from '../uploads/store';

const storedNameOf = (value: unknown): string | undefined => {
  const name = typeof value === 'string' ? /^\/uploads\/([^/?#]+)$/.exec(value.trim())?.[1] : undefined;
  return name && STORED_NAME.test(name) ? name : undefined;
};

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * A lesson's media and captions fields must name files uploaded as such (never a public upload
 * or another site's address: they are served only to those who may open the lesson), and the
 * media's length is copied from what was read of the file when it was stored.
 */
export async function checkLessonMedia(db: DbOrTrx, changes: Row): Promise<void> {
  if ('media' in changes) {
    if (blank(changes.media)) {
      changes.media = null;
      changes.media_seconds = null;
    } else {
      const name = storedNameOf(changes.media);
      const row = name
        ? await db
            .selectFrom('uploads')
            .select(['kind', 'duration_seconds'])
            .where('name', '=', name)
            .executeTakeFirst()
        : undefined;
      if (row?.kind !== 'media')
        throw unprocessable({ media: ['Upload an MP4 video, or an M4A or MP3 audio file, here.'] });
      changes.media_seconds = row.duration_seconds ?? null;
    }
  }
  if ('captions' in changes) {
    if (blank(changes.captions)) changes.captions = null;
    else {
      const name = storedNameOf(changes.captions);
      const row = name
        ? await db.selectFrom('uploads').select('kind').where('name', '=', name).executeTakeFirst()
        : undefined;
      if (row?.kind !== 'captions') throw unprocessable({ captions: ['Upload a WebVTT (.vtt) file here.'] });
    }
  }
}
