import {
  expect,
  request,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
} from '@playwright/test';
import { createBody, deleteBody } from '../../../src/api/bodies';
import { listCall, readList, readRecord } from '../../../src/api/lists';
import { getResource, type ResourceKey } from '../../../src/resources';
import type { Account } from './accounts';

/** Cookies (the session) a browser context can start from. */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * An HTTP client for the suite's server, outside any page. It sends the site's own Origin, as
 * the browser does: the server refuses state-changing requests from elsewhere (docs/API.md).
 */
export function apiClient(baseURL: string, storageState?: SessionState): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState, extraHTTPHeaders: { Origin: baseURL } });
}

async function sessionFrom(
  baseURL: string,
  call: (api: APIRequestContext) => Promise<void>,
): Promise<SessionState> {
  const api = await apiClient(baseURL);
  try {
    await call(api);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/** Signs in over POST /api/login and answers the new session's cookies. */
export function signInOverApi(baseURL: string, account: Account): Promise<SessionState> {
  return sessionFrom(baseURL, async (api) => {
    const answer = await api.post('/api/login', {
      data: { email: account.email, password: account.password },
    });
    expect(answer.status(), `signing ${account.email} in`).toBe(200);
  });
}

/** Registers a student over POST /api/register (signed in straight away) and answers the session. */
export function registerOverApi(baseURL: string, account: Account): Promise<SessionState> {
  return sessionFrom(baseURL, async (api) => {
    const answer = await api.post('/api/register', {
      data: { ...account, password_confirmation: account.password },
    });
    expect(answer.status(), `registering ${account.email}: ${await answer.text()}`).toBe(201);
  });
}

/**
 * The admin API as the console calls it: the admin's session cookie plus the bearer token from
 * GET /api/getTokenForAdmin on every /api/admin/* call (docs/API.md).
 */
export class AdminApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string, account: Account): Promise<AdminApi> {
    const api = await apiClient(baseURL);
    const login = await api.post('/api/admin/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), `signing the admin in: ${await login.text()}`).toBe(200);
    const { token } = (await (await api.get('/api/getTokenForAdmin')).json()) as { token: string | null };
    expect(token, 'the admin token').toBeTruthy();
    return new AdminApi(api, token ?? '');
  }

  /** POST /api/admin/<path> with a JSON body; answers the body's `data`. */
  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const answer = await this.api.post(`/api/admin/${path}`, {
      data: body,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(answer.ok(), `POST /api/admin/${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  }

  /** GET /api/admin/<path>; answers the body's `data`. */
  async get<T>(path: string): Promise<T> {
    const answer = await this.api.get(`/api/admin/${path}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(answer.ok(), `GET /api/admin/${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  }

  /** One call as the table declares it (method, full path, JSON body or query string). */
  private async call(
    what: string,
    call: { method: string; url: string; data?: unknown; params?: Record<string, string | number> },
  ): Promise<unknown> {
    const answer: APIResponse = await this.api.fetch(call.url, {
      method: call.method,
      data: call.data,
      params: call.params,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(answer.ok(), `${what}: ${call.method} ${call.url}: ${await answer.text()}`).toBe(true);
    return answer.json();
  }

  /**
   * The records of a resource as its list call answers them (up to 500), found by the list's
   * search (`q`) and exact filters: what the database holds, read the way the console reads it.
   */
  async list<T extends { id: number }>(
    key: ResourceKey,
    { q, filter = {} }: { q?: string; filter?: Record<string, unknown> } = {},
  ): Promise<T[]> {
    const resource = getResource(key);
    const query = { page: 1, perPage: 500, filter: q ? { ...filter, q } : filter };
    const body = await this.call(`listing ${key}`, listCall(resource, query));
    return readList(resource.endpoints.list.read, body).data as unknown as T[];
  }

  /** The one record of a resource with this id, or undefined when there is none. */
  async find<T extends { id: number }>(key: ResourceKey, id: number): Promise<T | undefined> {
    const [record] = await this.list<T>(key, { filter: { id } });
    return record;
  }

  /** Creates a record through the resource's own create call (its body shape from the table). */
  async create<T extends { id: number }>(key: ResourceKey, record: Record<string, unknown>): Promise<T> {
    const resource = getResource(key);
    const endpoint = resource.endpoints.create;
    if (!endpoint) throw new Error(`${key} has no create call`);
    const body = await this.call(`creating a ${key} record`, {
      method: endpoint.method,
      url: `/api/admin/${endpoint.path}`,
      data: createBody(resource, endpoint, record),
    });
    return readRecord(body) as T;
  }

  /** Deletes a record through the resource's own delete call, if it is still there. */
  async remove(key: ResourceKey, id: number): Promise<void> {
    const endpoint = getResource(key).endpoints.delete;
    if (!endpoint) throw new Error(`${key} has no delete call`);
    if (!(await this.find(key, id))) return;
    await this.call(`deleting ${key} ${id}`, {
      method: endpoint.method,
      url: `/api/admin/${endpoint.path}`,
      data: deleteBody(id),
    });
  }

  /** docs/legacy-api.md §4: the moderator's approval, the one status change of a blog comment. */
  approveComment(id: number): Promise<{ id: number; approve_status: string }> {
    return this.post('blog-comments/update-comment-status', { id, approve_status: 'approved' });
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }
}
