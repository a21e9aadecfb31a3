import { defineKind, toUploadUrl } from './kind';
import { uploadSchema } from './upload';

/** The address of an uploaded image (or of one elsewhere, over http or https). */
export const image = defineKind({
  schema: uploadSchema,
  column: () => 'text',
  upload: 'image',
  mayNameUploads: true,
  toWire: (_field, value) => toUploadUrl(value),
});
