import { defineKind, toUploadUrl } from './kind';

/** The address of an uploaded file (or of one elsewhere, over http or https). */
export const file = defineKind({ toWire: (_field, value) => toUploadUrl(value) });
