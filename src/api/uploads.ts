import type { CreateParams, ResourceCallbacks, UpdateManyParams, UpdateParams } from 'ra-core';
import type { FormRecord } from './bodies';
import { uploadRawFiles } from './files';
import type { HttpClient } from './http';
import type { ResourceFinder } from './lookup';
import { createEndpointFor } from './writes';
import type { Endpoint } from '../resources/types';

const sendsJson = (endpoint: Endpoint | undefined) => (endpoint?.body?.encoding ?? 'json') === 'json';

/**
 * react-admin lifecycle callbacks, for every resource: before a JSON create or update, each new
 * file of the form goes to `POST /api/admin/uploads` and its URL takes its place, so the body is
 * the documented JSON one. Multipart calls (create_blog_post, create_course) carry their files
 * themselves and are left alone.
 */
export function uploadCallbacks(http: HttpClient, find: ResourceFinder): ResourceCallbacks {
  const upload = (name: string, data: unknown) => uploadRawFiles(http, find(name), data as FormRecord);
  return {
    resource: '*',
    beforeCreate: async (params: CreateParams, _provider, name) =>
      sendsJson(createEndpointFor(find(name), params.data as FormRecord))
        ? { ...params, data: await upload(name, params.data) }
        : params,
    beforeUpdate: async (params: UpdateParams, _provider, name) =>
      sendsJson(find(name).endpoints.update) ? { ...params, data: await upload(name, params.data) } : params,
    beforeUpdateMany: async (params: UpdateManyParams, _provider, name) =>
      sendsJson(find(name).endpoints.update) ? { ...params, data: await upload(name, params.data) } : params,
  };
}
