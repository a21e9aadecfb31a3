import { defineKind, toUploadUrl } from './kind';
import { uploadSchema } from './upload';

/** The address of an uploaded file (or of one elsewhere, over http or https). */
export const file = defineKind({
  schema: uploadSchema,
  column: () => 'text',
  upload: 'file',
  mayNameUploads: true,
  toWire: (_field, value) => toUploadUrl(value),
});
