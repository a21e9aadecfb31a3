import type { FormRecord } from './bodies';
import { uploadEndpoint } from '../contract/endpoints';
import type { HttpClient } from './http';
import { kindOf } from '../resources/kinds';
import type { FieldDef, ResourceDef } from '../resources/types';

/** What react-admin's `<ImageInput>` and `<FileInput>` hold for a file just picked. */
export interface RawFileValue {
  rawFile: Blob;
  src?: string;
  title?: string;
}

export const isRawFileValue = (value: unknown): value is RawFileValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof Blob !== 'undefined' &&
  (value as { rawFile?: unknown }).rawFile instanceof Blob;

/** The image and file fields of an entry. */
export const fileFields = (resource: ResourceDef): readonly FieldDef[] =>
  resource.fields.filter((field) => kindOf(field).upload !== undefined);

/** The new files of a record, by field name. */
export function rawFilesOf(resource: ResourceDef, record: FormRecord): Record<string, RawFileValue> {
  const files: Record<string, RawFileValue> = {};
  for (const field of fileFields(resource)) {
    const value = record[field.name];
    if (isRawFileValue(value)) files[field.name] = value;
  }
  return files;
}

const fileName = (file: RawFileValue): string =>
  (typeof File !== 'undefined' && file.rawFile instanceof File && file.rawFile.name) ||
  file.title ||
  'upload';

/** docs/API.md: `POST /api/admin/uploads`, multipart `kind` and `file`, answered `{data: {url}}`. */
export async function uploadFile(
  http: HttpClient,
  kind: 'image' | 'file' | 'media' | 'captions',
  file: RawFileValue,
): Promise<string> {
  const form = new FormData();
  // `kind` goes first: a streaming multipart parser has read it by the time the file arrives.
  form.append('kind', kind);
  form.append('file', file.rawFile, fileName(file));
  const answer = await http.request<{ data?: { url?: unknown } }>({
    method: uploadEndpoint.method,
    url: uploadEndpoint.path,
    data: form,
  });
  const url = answer?.data?.url;
  if (typeof url !== 'string') throw new Error('The upload was answered without a URL');
  return url;
}

/** The record with each new file uploaded (concurrently) and replaced by its URL. */
export async function uploadRawFiles(
  http: HttpClient,
  resource: ResourceDef,
  record: FormRecord,
): Promise<FormRecord> {
  const files = rawFilesOf(resource, record);
  const names = Object.keys(files);
  if (!names.length) return record;
  const kinds = new Map(
    fileFields(resource).map((field) => [field.name, field.upload ?? (field.kind as 'image' | 'file')]),
  );
  const urls = await Promise.all(
    names.map((name) => uploadFile(http, kinds.get(name) ?? 'file', files[name])),
  );
  const uploaded = { ...record };
  names.forEach((name, i) => (uploaded[name] = urls[i]));
  return uploaded;
}

/**
 * A multipart body from a JSON body and files: each top-level key a part (objects and arrays
 * JSON-encoded, nulls left out), then each file as a file part. With `{course_data: {...}}`
 * this is create_course's body; with flat fields, create_blog_post's.
 */
export function toFormData(body: Record<string, unknown>, files: Record<string, RawFileValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  // Files last: a streaming parser has every field by the time it reaches them.
  for (const [key, file] of Object.entries(files)) form.append(key, file.rawFile, fileName(file));
  return form;
}
