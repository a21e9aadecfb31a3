import type { AppContext } from '../context';
import type { Db } from '../db/schema';
import { HttpError, unprocessable } from '../errors';
import { resizableImage } from '../../src/contract/imageVariants';
import { variantNamesOf } from './imageVariants';
import { STORED_NAME } from './store';

/** What a profile picture's upload is recorded as, apart from the console's images and files. */
export const PICTURE_KIND = 'picture';

/** One account's picture uploads may take this much room in all (the console's are not counted). */
export const ACCOUNT_UPLOAD_QUOTA = 20 * 1024 * 1024;

const UPLOAD_URL = /^\/uploads\/([^/?#]+)$/;

/** The stored name an `/uploads/<name>` address points to, if it is one. */
export function uploadNameOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const name = UPLOAD_URL.exec(url.trim())?.[1];
  return name && STORED_NAME.test(name) ? name : undefined;
}

/**
 * Refuses a profile picture that is not an image this user uploaded through the product: any
 * other address would be fetched by every browser that shows the picture, with its cookies.
 * The picture the account already has may be sent back unchanged.
 */
export async function checkOwnPicture(db: Db, userId: number, picture: unknown, current: unknown) {
  if (picture === null || picture === '' || picture === current) return;
  const name = uploadNameOf(picture);
  const row = name
    ? await db
        .selectFrom('uploads')
        .select('id')
        .where('name', '=', name)
        .where('user_id', '=', userId)
        .where('kind', 'in', [PICTURE_KIND, 'image'])
        .executeTakeFirst()
    : undefined;
  if (!row) throw unprocessable({ profile_picture: ['The picture must be an image you uploaded.'] });
}

/** Removes uploads, their rows and their files, with the resized copies of an image. */
export async function removeUploads(ctx: AppContext, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await ctx.db
    .deleteFrom('uploads')
    .where('name', 'in', [...names])
    .execute();
  const files = names.flatMap((name) => [
    name,
    ...(resizableImage(`/uploads/${name}`) ? variantNamesOf(name) : []),
  ]);
  await Promise.all(files.map((name) => ctx.files.remove(name)));
}

/**
 * Keeps one picture per user: removes this user's picture uploads other than `keep`, unless some
 * account still shows them. The console's images are never touched.
 */
export async function removeOtherPictures(ctx: AppContext, userId: number, keep: readonly unknown[]) {
  const kept = keep.map(uploadNameOf);
  const rows = await ctx.db
    .selectFrom('uploads')
    .select('name')
    .where('user_id', '=', userId)
    .where('kind', '=', PICTURE_KIND)
    .execute();
  const candidates = rows.map((row) => row.name).filter((name) => !kept.includes(name));
  if (candidates.length === 0) return;
  const shown = await ctx.db
    .selectFrom('users')
    .select('profile_picture')
    .where(
      'profile_picture',
      'in',
      candidates.map((name) => `/uploads/${name}`),
    )
    .execute();
  const inUse = new Set(shown.map((row) => uploadNameOf(row.profile_picture)));
  await removeUploads(
    ctx,
    candidates.filter((name) => !inUse.has(name)),
  );
}

/** Bytes this user's picture uploads take. */
export async function picturesStoredBy(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
    .where('user_id', '=', userId)
    .where('kind', '=', PICTURE_KIND)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** 413 with the form field's message: the account keeps as much as it may. */
export const quotaReached = (): HttpError => {
  const message = `Your pictures already take the ${ACCOUNT_UPLOAD_QUOTA / 1024 / 1024} MB one account may keep. Save or remove one before adding another.`;
  return new HttpError(413, message, { file: [message] });
};
