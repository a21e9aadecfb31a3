import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../audit';
import { HttpError, unprocessable } from '../errors';
import { UPLOAD_LIMITS, type UploadKind, isImageExtension, mimeOfExtension } from '../uploads/fileTypes';
import { attachmentHeader, downloadName } from '../uploads/downloadName';
import { multipartError } from '../uploads/multipartBody';
import { STORED_NAME, type StoredUpload, storeUpload } from '../uploads/store';

/** POST /api/admin/uploads: one `file` part (and `kind`: image or file) → `{data: {url}}`. */
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
        limits: { fileSize: UPLOAD_LIMITS.file, files: 1, fields: 10 },
      })) {
        if (part.type === 'field') {
          if (part.fieldname !== 'kind') continue;
          if (part.value !== 'image' && part.value !== 'file')
            throw unprocessable({ kind: ['The kind must be image or file.'] });
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

/** GET /uploads/:name: stored files, with their type, never sniffed, non-images as downloads. */
export async function uploadFiles(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const missing = new HttpError(404, 'File not found.');
    if (!STORED_NAME.test(name)) throw missing;
    const file = await app.ctx.files.open(name);
    if (!file) throw missing;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    reply
      .type(mimeOfExtension(ext) ?? 'application/octet-stream')
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      // Names are random and contents never change.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Another origin of ALLOWED_ORIGINS may show the images.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!isImageExtension(ext)) {
      reply.header('Content-Disposition', attachmentHeader(await downloadName(app.ctx.db, name)));
    }
    return reply.send(file.body);
  });
}
