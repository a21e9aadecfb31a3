import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbOrTrx } from '../db/schema';
import { mediaSeconds } from '../media/duration';
import type { FileStore } from '../storage/fileStore';

/** The demo course's media, kept in the repository (server/seed/media/README.md says how they were made). */
const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

export const demoMedia = {
  breathing: { file: 'breathing.mp4', kind: 'media', mime: 'video/mp4' },
  breathingCaptions: { file: 'breathing.vtt', kind: 'captions', mime: 'text/vtt' },
  grounding: { file: 'grounding.mp3', kind: 'media', mime: 'audio/mpeg' },
} as const;

export type DemoMedia = keyof typeof demoMedia;

/** Uploads are served only under random-looking names; a demo file's name is a hash of its key. */
const storedName = (key: DemoMedia) => {
  const { file } = demoMedia[key];
  return `${createHash('sha256').update(`demo-media:${key}`).digest('hex').slice(0, 32)}${path.extname(file)}`;
};

export const demoMediaUrl = (key: DemoMedia): string => `/uploads/${storedName(key)}`;

const entries = () => Object.entries(demoMedia) as [DemoMedia, (typeof demoMedia)[DemoMedia]][];

/**
 * The demo media's upload rows, as an upload through the console would make them (kind, size,
 * the media's length): the lesson records that point to them are checked against these.
 */
export async function registerDemoMedia(db: DbOrTrx): Promise<void> {
  for (const [key, media] of entries()) {
    const name = storedName(key);
    if (await db.selectFrom('uploads').select('id').where('name', '=', name).executeTakeFirst()) continue;
    const source = path.join(MEDIA_DIR, media.file);
    const { size } = await fs.stat(source);
    const duration =
      media.kind === 'media' ? await mediaSeconds(source, path.extname(media.file).slice(1)) : undefined;
    await db
      .insertInto('uploads')
      .values({
        name,
        original_name: media.file,
        mime: media.mime,
        size,
        kind: media.kind,
        user_id: null,
        duration_seconds: duration ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

/** Stores the demo media that are missing (copied first to `stagingDir`); returns how many it stored. */
export async function writeDemoMedia(files: FileStore, stagingDir: string): Promise<number> {
  await fs.mkdir(stagingDir, { recursive: true });
  let written = 0;
  for (const [key, media] of entries()) {
    const name = storedName(key);
    if (await files.has(name)) continue;
    const staged = path.join(stagingDir, `.incoming-${name}`);
    await fs.copyFile(path.join(MEDIA_DIR, media.file), staged);
    await files.save(name, staged, media.mime);
    written += 1;
  }
  return written;
}
