import type { FieldDef } from '../types';
import type { CheckContext } from './kind';
import { boundedString, isHttpUrl } from './valueChecks';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

/** An image's or a file's address: one of our uploads, or anywhere over http or https. */
export const uploadSchema = (field: FieldDef, attr: string, context: CheckContext) =>
  boundedString(context, field, attr, `The ${attr} must be an http(s) URL or an uploaded file.`).refine(
    (value) => isHttpUrl(value) || UPLOAD_PATH.test(value),
    `The ${attr} must be an http(s) URL or an uploaded file.`,
  );
