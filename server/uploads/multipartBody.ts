import type { FastifyRequest } from 'fastify';
import { type ResourceDef, kindOf } from '../../src/resources';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import { HttpError, describeError } from '../errors';
import { LARGEST_UPLOAD } from './fileTypes';
import { type StoredUpload, discardUploads, storeUpload } from './store';

/** Multipart limits for record forms: one rich text field, a few files. */
export const FORM_LIMITS = {
  fileSize: LARGEST_UPLOAD,
  fieldSize: 2 * 1024 * 1024,
  fields: 100,
  files: 10,
  parts: 110,
};

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Rethrows size limits and our own errors; anything busboy trips over is a malformed body. */
export function multipartError(error: unknown): HttpError | unknown {
  if (error instanceof HttpError) return error;
  const status = describeError(error).status;
  return status === 413 || status === 415 ? error : new HttpError(400, 'The multipart body is malformed.');
}

/**
 * A record form sent as multipart: text parts become fields (repeated names or `name[]`
 * become lists), and file parts for the resource's image and file fields are stored like
 * uploads, their URL becoming the field's value. Other file parts are discarded. The stored
 * uploads are answered too, so a caller whose save fails can discard them.
 */
export async function readMultipartRecord(
  ctx: AppContext,
  request: FastifyRequest,
  resource: ResourceDef,
  actor: Actor,
): Promise<{ body: Record<string, unknown>; stored: StoredUpload[] }> {
  const body: Record<string, unknown> = {};
  const stored: StoredUpload[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      const list = part.fieldname.endsWith('[]');
      const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
      if (UNSAFE_KEYS.has(name)) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      let value: unknown;
      if (part.type === 'file') {
        const field = resource.fields.find((f) => f.name === name && kindOf(f).upload !== undefined);
        // An empty file input arrives as a part with no name and no bytes.
        if (!field || !part.filename) {
          part.file.resume();
          continue;
        }
        const upload = await storeUpload(
          ctx,
          part,
          field.upload ?? kindOf(field).upload ?? 'file',
          actor,
          name,
        );
        stored.push(upload);
        value = upload.url;
      } else {
        // busboy cuts an oversized field short without a word; a cut rich text must not be saved.
        if (part.valueTruncated) throw new HttpError(413, `The ${name} field is too large.`);
        // As for JSON bodies: PostgreSQL text cannot hold U+0000, and no field needs it.
        if (typeof part.value === 'string' && part.value.includes('\u0000'))
          throw new HttpError(400, 'The request holds a NUL character, which no field accepts.');
        value = part.value;
      }
      const previous = body[name];
      if (previous === undefined) body[name] = list ? [value] : value;
      else body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    await discardUploads(ctx, stored);
    throw multipartError(error);
  }
  return { body, stored };
}
