import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { defaultListParams } from '../../src/api/lists';
import { allResources } from '../../src/resources';
import type { ResourceDef } from '../../src/resources/types';
import { adminCalls, captureHttp } from './capture';
import { formRecord, sampleRecord } from './samples';
import { type SpecResource, specResources } from './specBodies';

const ID = 42;

function setup() {
  const { http, requests } = captureHttp(({ url }) => ({
    data: url.includes('list') || url.endsWith('/tips') ? { data: [], total: 0 } : { data: { id: ID } },
  }));
  return { provider: createDataProvider({ http }), requests };
}

const written = allResources.flatMap((r): [string, ResourceDef, SpecResource][] => {
  const spec = specResources[r.key];
  return spec ? [[r.key, r, spec]] : [];
});

describe.each(written)('the %s calls', (key, resource, spec) => {
  const sample = sampleRecord(resource);

  it('ask for the first page of the list with exactly the docs/legacy-api.md body', async () => {
    const { provider, requests } = setup();
    await provider.getList(resource.route, defaultListParams(resource));
    const [call] = adminCalls(requests);
    expect(`${call.method} ${call.url}`).toBe(`${spec.list.method} /api/admin/${spec.list.path}`);
    expect(call.body).toStrictEqual(spec.list.body);
    expect(call.query).toEqual({});
  });

  if (spec.delete)
    it('delete with exactly {id}', async () => {
      const { provider, requests } = setup();
      await provider.delete(resource.route, { id: String(ID), previousData: { id: String(ID) } });
      const [call] = adminCalls(requests);
      expect(`${call.method} ${call.url}`).toBe(`POST /api/admin/${spec.delete}`);
      expect(call.body).toStrictEqual({ id: ID });
    });

  // Orders are read-only: no create or update call to check.
  if (spec.create)
    it('create with exactly the docs/legacy-api.md body, leaving read-only and unknown keys out', async () => {
      const { provider, requests } = setup();
      const { id: _id, ...form } = formRecord(resource, ID);
      await provider.create(resource.route, { data: form });
      const [call] = adminCalls(requests);
      expect(`${call.method} ${call.url}`).toBe(`${spec.create?.method} /api/admin/${spec.create?.path}`);
      expect(call.body).toStrictEqual(spec.create?.body(sample));
      expect(call.multipart).toBe(key === 'courses');
    });

  if (spec.update)
    it('update with exactly the docs/legacy-api.md body, leaving read-only and unknown keys out', async () => {
      const { provider, requests } = setup();
      const form = formRecord(resource, ID);
      await provider.update(resource.route, {
        id: String(ID),
        data: form,
        previousData: form as { id: number },
      });
      const [call] = adminCalls(requests);
      expect(`${call.method} ${call.url}`).toBe(`${spec.update?.method} /api/admin/${spec.update?.path}`);
      expect(call.body).toStrictEqual(spec.update?.body(sample, ID));
    });

  it('is found by its table key as well as by its route', async () => {
    const { provider, requests } = setup();
    await provider.getList(resource.key, defaultListParams(resource));
    expect(adminCalls(requests)[0].url).toBe(`/api/admin/${spec.list.path}`);
  });
});

describe('the actions', () => {
  const cases: [string, string, unknown, string, Record<string, unknown>][] = [
    [
      'blogs/blog-comments',
      'approveComment',
      'approved',
      'blog-comments/update-comment-status',
      { id: ID, approve_status: 'approved' },
    ],
    ['reviews', 'approveReview', 'rejected', 'reviews/approved', { approvedId: ID, status: 'rejected' }],
    ['users', 'changeRole', '2', 'user/update-user-role', { user_id: ID, role_id: 2 }],
    ['tips', 'featureTip', 1, 'tips/update-tip-status', { id: ID }],
  ];

  it.each(cases)('%s %s sends exactly the legacy body', async (resource, action, value, path, body) => {
    const { provider, requests } = setup();
    await provider.runAction(resource, { action, id: String(ID), value });
    const [call] = adminCalls(requests);
    expect(`${call.method} ${call.url}`).toBe(`POST /api/admin/${path}`);
    expect(call.body).toStrictEqual(body);
  });
});
