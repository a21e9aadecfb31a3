import { slugOf } from '../catalogue/slug';
import { type DbOrTrx, loose } from '../db/schema';

/**
 * The name a stored file downloads under: a lesson resource's title made a file name
 * ("Grounding techniques guide" → grounding-techniques-guide.pdf), else the name it was uploaded
 * with, else its stored name. The extension is always the stored one, the type the server found.
 */
export async function downloadName(db: DbOrTrx, stored: string): Promise<string> {
  const ext = stored.slice(stored.lastIndexOf('.') + 1);
  const resource = await loose(db)
    .selectFrom('resources')
    .select('title')
    .where('resource', '=', `/uploads/${stored}`)
    .orderBy('id')
    .executeTakeFirst();
  const title = typeof resource?.title === 'string' ? resource.title.trim() : '';
  if (title !== '') return `${slugOf(title)}.${ext}`;
  const upload = await db
    .selectFrom('uploads')
    .select('original_name')
    .where('name', '=', stored)
    .executeTakeFirst();
  return upload?.original_name ?? stored;
}

/** A Content-Disposition header that downloads under `name`: ASCII in filename, all of it in filename*. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
