import { HttpError, type Identifier, type RaRecord } from 'ra-core';
import { createBody, updateBody, type FormRecord } from './bodies';
import { rawFilesOf, toFormData } from './files';
import type { HttpClient } from './http';
import { readRecord } from './lists';
import { adminApiPath } from '../resources/paths';
import type { Endpoint, ResourceDef } from '../resources/types';

/**
 * The create call for a record: the entry's `extra.createMultipart` (blogs' create_blog_post)
 * when the form carries a new file and the entry has one, else its create call.
 */
export function createEndpointFor(resource: ResourceDef, record: FormRecord): Endpoint | undefined {
  const multipart = resource.endpoints.extra?.createMultipart;
  if (multipart && Object.keys(rawFilesOf(resource, record)).length) return multipart;
  return resource.endpoints.create;
}

/**
 * Sends a create or an update through `endpoint` and resolves with the answered body.
 * Multipart calls (create_blog_post, create_course) carry new files as parts of the same
 * request; a JSON call expects them uploaded already (uploads.ts, a lifecycle callback).
 */
export async function sendWrite(
  http: HttpClient,
  resource: ResourceDef,
  endpoint: Endpoint,
  record: FormRecord,
  id?: Identifier,
  headers?: Record<string, string>,
): Promise<unknown> {
  const build = (source: FormRecord) =>
    id === undefined ? createBody(resource, endpoint, source) : updateBody(resource, endpoint, id, source);
  const call = { method: endpoint.method, url: adminApiPath(endpoint.path), headers };
  const files = rawFilesOf(resource, record);
  if ((endpoint.body?.encoding ?? 'json') !== 'json')
    return http.request({ ...call, data: toFormData(build(record), files) });
  // A JSON body cannot hold a file: sending the rest would lose it without a word.
  const pending = Object.keys(files);
  if (pending.length) throw new HttpError(`${pending.join(', ')}: the new file was not uploaded`, 400, null);
  return http.request({ ...call, data: build(record) });
}

/** The answered record, or an HttpError when the answer holds none (react-admin needs its id). */
export function answeredRecord(body: unknown, what: string): RaRecord {
  const record = readRecord(body);
  if (!record) throw new HttpError(`The server answered the ${what} without a record`, 502, body);
  return record;
}
