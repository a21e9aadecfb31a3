import { defineKind, toUploadUrl } from './kind';

/** The address of an uploaded image (or of one elsewhere, over http or https). */
export const image = defineKind({ toWire: (_field, value) => toUploadUrl(value) });
