import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { type Actor, writeAudit } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { mediaSeconds } from '../media/duration';
import { webVttProblem } from '../media/webvtt';
import {
  FILE_TYPES,
  IMAGE_TYPES,
  MEDIA_TYPES,
  UPLOAD_LIMITS,
  type UploadKind,
  describeAccepted,
} from './fileTypes';

export interface StoredUpload {
  url: string;
  name: string;
  mime: string;
  size: number;
}

/** Stored names: 128 random bits and the extension of the detected type. Nothing else is served. */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

const tooLarge = (kind: UploadKind) =>
  new HttpError(
    413,
    `The ${kind === 'image' ? 'image' : 'file'} is larger than ${UPLOAD_LIMITS[kind] / 1024 / 1024} MB.`,
  );

const refused = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** Plain text has no magic number: accept valid UTF-8 without NUL bytes. */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    // A multi-byte character may be cut at the end of the sample; allow for it.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, bytesRead - 3)));
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Captions: UTF-8 text that is valid WebVTT; the reason it is not, for the 422. */
async function captionsProblem(file: string): Promise<string | undefined> {
  if (!(await looksLikeText(file))) return describeAccepted('captions');
  return webVttProblem(await fs.readFile(file, 'utf8'));
}

const ACCEPTED: Record<Exclude<UploadKind, 'captions'>, ReadonlyMap<string, string>> = {
  image: IMAGE_TYPES,
  file: FILE_TYPES,
  media: MEDIA_TYPES,
};

async function detect(file: string, kind: UploadKind): Promise<{ mime: string; ext: string } | undefined> {
  if (kind === 'captions') return { mime: 'text/vtt', ext: 'vtt' };
  const found = await fileTypeFromFile(file);
  const accepted = ACCEPTED[kind];
  if (found) {
    const ext = accepted.get(found.mime);
    return ext ? { mime: found.mime, ext } : undefined;
  }
  return kind === 'file' && (await looksLikeText(file)) ? { mime: 'text/plain', ext: 'txt' } : undefined;
}

/**
 * Streams one multipart file to DATA_DIR/uploads under a random name, after checking its size
 * and its type from its content (never from its name or declared type). `field` names the form
 * field in a 422; `recordAs` is the kind kept in its row (a profile picture is an image kept apart).
 */
export async function storeUpload(
  ctx: AppContext,
  part: MultipartFile,
  kind: UploadKind,
  actor: Actor | undefined,
  field = 'file',
  recordAs: string = kind,
): Promise<StoredUpload> {
  await fs.mkdir(ctx.uploadsDir, { recursive: true });
  const incoming = path.join(ctx.uploadsDir, `.incoming-${randomBytes(16).toString('hex')}`);
  // A part cut short by the end of the body arrives already destroyed; piping it would never end.
  if (part.file.destroyed) throw new HttpError(400, 'The multipart body is malformed.');
  try {
    await pipeline(part.file, createWriteStream(incoming, { flags: 'wx' }));
    if (part.file.truncated) throw tooLarge(kind);
    const { size } = await fs.stat(incoming);
    if (size > UPLOAD_LIMITS[kind]) throw tooLarge(kind);
    if (size === 0) throw refused(field, 'The file is empty.');
    if (kind === 'captions') {
      const problem = await captionsProblem(incoming);
      if (problem) throw refused(field, problem);
    }
    const type = await detect(incoming, kind);
    if (!type) throw refused(field, `This type of file is not accepted. ${describeAccepted(kind)}`);
    // The length "90% watched" is measured against; a file whose length cannot be read is refused.
    const duration = kind === 'media' ? await mediaSeconds(incoming, type.ext) : undefined;
    if (kind === 'media' && duration === undefined)
      throw refused(
        field,
        `The length of this ${type.ext.toUpperCase()} file cannot be read. ${describeAccepted(kind)}`,
      );
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await ctx.files.save(name, incoming, type.mime);
    await ctx.db
      .insertInto('uploads')
      .values({
        name,
        // Kept for the download's name only; control characters (NUL, line breaks) dropped.
        original_name: part.filename ? part.filename.replace(/\p{Cc}/gu, '').slice(0, 255) || null : null,
        mime: type.mime,
        size,
        kind: recordAs,
        user_id: actor?.userId ?? null,
        ...(duration === undefined ? {} : { duration_seconds: duration }),
        created_at: new Date().toISOString(),
      })
      .execute();
    if (actor) await writeAudit(ctx.db, { action: 'upload', ...actor, detail: { name, kind, size } });
    return { url: `/uploads/${name}`, name, mime: type.mime, size };
  } finally {
    await fs.rm(incoming, { force: true });
  }
}

/** Removes uploads whose record was never saved (a refused form), files and rows both. */
export async function discardUploads(ctx: AppContext, uploads: readonly StoredUpload[]): Promise<void> {
  if (uploads.length === 0) return;
  await ctx.db
    .deleteFrom('uploads')
    .where(
      'name',
      'in',
      uploads.map((upload) => upload.name),
    )
    .execute();
  await Promise.all(uploads.map((upload) => ctx.files.remove(upload.name)));
}
