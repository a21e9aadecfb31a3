import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../audit';
import { HttpError, unprocessable } from '../errors';
import { ROLE_ADMIN } from '../../src/resources/fields';
import { currentSession } from '../auth/sessions';
import { sendStoredFile } from '../media/sendStored';
import {
  LARGEST_UPLOAD,
  PRIVATE_KINDS,
  UPLOAD_KINDS,
  type UploadKind,
  isImageExtension,
  isUploadKind,
  mimeOfExtension,
} from '../uploads/fileTypes';
import { attachmentHeader, downloadName } from '../uploads/downloadName';
import { multipartError } from '../uploads/multipartBody';
import { STORED_NAME, type StoredUpload, storeUpload } from '../uploads/store';

/** POST /api/admin/uploads: one `file` part (and `kind`: image, file, media or captions) → `{data: {url}}`. */
export async function uploadRoute(
  app: FastifyInstance,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): Promise<void> {
  app.post('/uploads', async (request, reply) => {
    if (!request.isMultipart())
      throw unprocessable({ file: ['Send the file as multipart/form-data in a part named "file".'] });
    const actor = await actorOf(request);
    let kind: UploadKind | undefined;
    let stored: StoredUpload | undefined;
    try {
      for await (const part of request.parts({
        limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 10 },
      })) {
        if (part.type === 'field') {
          if (part.fieldname !== 'kind') continue;
          if (!isUploadKind(part.value))
            throw unprocessable({ kind: [`The kind must be one of: ${UPLOAD_KINDS.join(', ')}.`] });
          kind = part.value;
        } else if (part.fieldname === 'file' && !stored) {
          // `kind` should come first; without it, the declared type picks the size limit.
          const as = kind ?? (part.mimetype.startsWith('image/') ? 'image' : 'file');
          stored = await storeUpload(app.ctx, part, as, actor);
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (!stored) throw unprocessable({ file: ['The file field is required.'] });
    reply.code(201);
    return { data: { url: stored.url } };
  });
}

/**
 * GET /uploads/:name: stored files, with their type, never sniffed, non-images as downloads, with
 * range requests. A lesson's media and captions are not public: here they answer admins alone
 * (the console's form shows them), and students reach them through the lesson
 * (server/routes/student/lessonMedia.ts); anyone else gets the 404 a missing file gets.
 */
export async function uploadFiles(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', { compress: false }, async (request, reply) => {
    const { name } = request.params;
    const missing = new HttpError(404, 'File not found.');
    if (!STORED_NAME.test(name)) throw missing;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const extra: Record<string, string> = {};
    let cacheControl = 'public, max-age=31536000, immutable';
    if (!isImageExtension(ext)) {
      const row = await app.ctx.db
        .selectFrom('uploads')
        .select(['original_name', 'kind'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (row && PRIVATE_KINDS.has(row.kind)) {
        const session = await currentSession(app.ctx, request);
        if (session?.user.role_id !== ROLE_ADMIN) throw missing;
        cacheControl = 'private, no-store';
      } else {
        // Another origin of ALLOWED_ORIGINS may show the images.
        extra['Cross-Origin-Resource-Policy'] = 'cross-origin';
        extra['Content-Disposition'] = attachmentHeader(await downloadName(app.ctx.db, name));
      }
    } else extra['Cross-Origin-Resource-Policy'] = 'cross-origin';
    return sendStoredFile(request, reply, app.ctx.files, name, {
      type: mimeOfExtension(ext) ?? 'application/octet-stream',
      // Names are random and contents never change.
      cacheControl,
      extra,
    });
  });
}
